; ModuleID = '__compute_module_multiply_add_fusion.clone_kernel_module'
source_filename = "__compute_module_multiply_add_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @multiply_add_fusion.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !5
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 160
  %24 = load ptr, ptr %23, align 8, !invariant.load !3, !dereferenceable !4
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 176
  %26 = load ptr, ptr %25, align 8, !invariant.load !3, !dereferenceable !5
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 192
  %28 = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !5
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 208
  %30 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !4
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 224
  %32 = load ptr, ptr %31, align 8, !invariant.load !3, !dereferenceable !6
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 240
  %34 = load ptr, ptr %33, align 8, !invariant.load !3, !dereferenceable !4
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 256
  %36 = load ptr, ptr %35, align 8, !invariant.load !3, !dereferenceable !5
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 272
  %38 = load ptr, ptr %37, align 8, !invariant.load !3, !dereferenceable !5
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 288
  %40 = load ptr, ptr %39, align 8, !invariant.load !3, !dereferenceable !4
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 304
  %42 = load ptr, ptr %41, align 8, !invariant.load !3, !dereferenceable !6
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 320
  %44 = load ptr, ptr %43, align 8, !invariant.load !3, !dereferenceable !4
  %45 = getelementptr inbounds nuw i8, ptr %3, i64 336
  %46 = load ptr, ptr %45, align 8, !invariant.load !3, !dereferenceable !5
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 352
  %48 = load ptr, ptr %47, align 8, !invariant.load !3, !dereferenceable !5
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 368
  %50 = load ptr, ptr %49, align 8, !invariant.load !3, !dereferenceable !7
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 384
  %52 = load ptr, ptr %51, align 8, !invariant.load !3, !dereferenceable !6
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 400
  %54 = load ptr, ptr %53, align 8, !invariant.load !3, !dereferenceable !6
  %55 = getelementptr inbounds nuw i8, ptr %3, i64 416
  %56 = load ptr, ptr %55, align 8, !invariant.load !3, !dereferenceable !4
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 432
  %58 = load ptr, ptr %57, align 8, !invariant.load !3, !dereferenceable !4
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 448
  %60 = load ptr, ptr %59, align 8, !invariant.load !3, !dereferenceable !4
  %61 = getelementptr inbounds nuw i8, ptr %3, i64 464
  %62 = load ptr, ptr %61, align 8, !invariant.load !3, !dereferenceable !4
  %63 = getelementptr inbounds nuw i8, ptr %3, i64 480
  %64 = load ptr, ptr %63, align 8, !invariant.load !3, !dereferenceable !4
  %65 = getelementptr inbounds nuw i8, ptr %3, i64 496
  %66 = load ptr, ptr %65, align 8, !invariant.load !3, !dereferenceable !6
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %68 = load ptr, ptr %67, align 8
  %69 = load i64, ptr %68, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !61)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !69)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  %70 = icmp ult i64 %69, 2
  br i1 %70, label %71, label %multiply_add_fusion.clone_wrapped.exit

71:                                               ; preds = %1
  %72 = shl nuw nsw i64 %69, 9
  %73 = shl nuw nsw i64 %69, 16
  br label %74

74:                                               ; preds = %71, %165
  %75 = phi i64 [ 0, %71 ], [ %166, %165 ]
  %76 = shl nuw nsw i64 %75, 7
  %77 = add nuw nsw i64 %76, %72
  %78 = shl nuw nsw i64 %75, 14
  %79 = add nuw nsw i64 %78, %73
  br label %vector.ph

vector.ph:                                        ; preds = %74, %middle.block
  %80 = phi i64 [ 0, %74 ], [ %164, %middle.block ]
  %81 = shl nuw nsw i64 %80, 7
  %82 = add nuw nsw i64 %81, %79
  %83 = add nuw nsw i64 %80, %77
  %84 = getelementptr inbounds nuw [1024 x float], ptr %6, i64 0, i64 %83
  %85 = load float, ptr %84, align 4, !invariant.load !3, !alias.scope !11, !noalias !73
  %86 = getelementptr inbounds nuw [1024 x float], ptr %8, i64 0, i64 %83
  %87 = load float, ptr %86, align 4, !invariant.load !3, !alias.scope !13, !noalias !76
  %88 = fmul float %87, 7.812500e-03
  %89 = getelementptr inbounds nuw [1024 x float], ptr %16, i64 0, i64 %83
  %90 = load float, ptr %89, align 4, !invariant.load !3, !alias.scope !21, !noalias !77
  %91 = getelementptr inbounds nuw [1024 x float], ptr %18, i64 0, i64 %83
  %92 = load float, ptr %91, align 4, !invariant.load !3, !alias.scope !23, !noalias !78
  %93 = fmul float %92, 7.812500e-03
  %94 = getelementptr inbounds nuw [1024 x float], ptr %26, i64 0, i64 %83
  %95 = load float, ptr %94, align 4, !invariant.load !3, !alias.scope !31, !noalias !79
  %96 = getelementptr inbounds nuw [1024 x float], ptr %28, i64 0, i64 %83
  %97 = load float, ptr %96, align 4, !invariant.load !3, !alias.scope !33, !noalias !80
  %98 = fmul float %97, 7.812500e-03
  %99 = getelementptr inbounds nuw [1024 x float], ptr %36, i64 0, i64 %83
  %100 = load float, ptr %99, align 4, !invariant.load !3, !alias.scope !41, !noalias !81
  %101 = getelementptr inbounds nuw [1024 x float], ptr %38, i64 0, i64 %83
  %102 = load float, ptr %101, align 4, !invariant.load !3, !alias.scope !43, !noalias !82
  %103 = fmul float %102, 7.812500e-03
  %104 = getelementptr inbounds nuw [1024 x float], ptr %46, i64 0, i64 %83
  %105 = load float, ptr %104, align 4, !invariant.load !3, !alias.scope !51, !noalias !83
  %106 = getelementptr inbounds nuw [1024 x float], ptr %48, i64 0, i64 %83
  %107 = load float, ptr %106, align 4, !invariant.load !3, !alias.scope !53, !noalias !84
  %108 = fmul float %107, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %108, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %105, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %103, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <8 x float> poison, float %100, i64 0
  %broadcast.splat11 = shufflevector <8 x float> %broadcast.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <8 x float> poison, float %98, i64 0
  %broadcast.splat13 = shufflevector <8 x float> %broadcast.splatinsert12, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <8 x float> poison, float %95, i64 0
  %broadcast.splat15 = shufflevector <8 x float> %broadcast.splatinsert14, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <8 x float> poison, float %93, i64 0
  %broadcast.splat17 = shufflevector <8 x float> %broadcast.splatinsert16, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <8 x float> poison, float %90, i64 0
  %broadcast.splat19 = shufflevector <8 x float> %broadcast.splatinsert18, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <8 x float> poison, float %88, i64 0
  %broadcast.splat21 = shufflevector <8 x float> %broadcast.splatinsert20, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <8 x float> poison, float %85, i64 0
  %broadcast.splat23 = shufflevector <8 x float> %broadcast.splatinsert22, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %109 = add nuw nsw i64 %index, %82
  %110 = getelementptr inbounds nuw [131072 x float], ptr %52, i64 0, i64 %109
  %wide.load = load <8 x float>, ptr %110, align 4, !invariant.load !3, !alias.scope !57, !noalias !85
  %111 = getelementptr inbounds nuw [131072 x float], ptr %54, i64 0, i64 %109
  %wide.load24 = load <8 x float>, ptr %111, align 4, !invariant.load !3, !alias.scope !59, !noalias !86
  %112 = fadd <8 x float> %wide.load, %wide.load24
  %113 = or disjoint i64 %index, %81
  %114 = getelementptr inbounds nuw [16384 x float], ptr %50, i64 0, i64 %113
  %wide.load25 = load <8 x float>, ptr %114, align 4, !invariant.load !3, !alias.scope !55, !noalias !87
  %115 = fadd <8 x float> %112, %wide.load25
  %116 = fsub <8 x float> %115, %broadcast.splat
  %117 = fmul <8 x float> %broadcast.splat7, %116
  %118 = getelementptr inbounds nuw [128 x float], ptr %44, i64 0, i64 %index
  %wide.load26 = load <8 x float>, ptr %118, align 4, !invariant.load !3, !alias.scope !49, !noalias !88
  %119 = getelementptr inbounds nuw [131072 x float], ptr %42, i64 0, i64 %109
  %wide.load27 = load <8 x float>, ptr %119, align 4, !invariant.load !3, !alias.scope !47, !noalias !89
  %120 = getelementptr inbounds nuw [128 x float], ptr %40, i64 0, i64 %index
  %wide.load28 = load <8 x float>, ptr %120, align 4, !invariant.load !3, !alias.scope !45, !noalias !90
  %121 = getelementptr inbounds nuw [128 x float], ptr %56, i64 0, i64 %index
  %wide.load29 = load <8 x float>, ptr %121, align 4, !invariant.load !3, !alias.scope !61, !noalias !91
  %122 = fmul <8 x float> %wide.load26, %117
  %123 = fadd <8 x float> %wide.load27, %wide.load28
  %124 = fadd <8 x float> %wide.load29, %122
  %125 = fadd <8 x float> %123, %124
  %126 = fsub <8 x float> %125, %broadcast.splat9
  %127 = fmul <8 x float> %broadcast.splat11, %126
  %128 = getelementptr inbounds nuw [128 x float], ptr %34, i64 0, i64 %index
  %wide.load30 = load <8 x float>, ptr %128, align 4, !invariant.load !3, !alias.scope !39, !noalias !92
  %129 = getelementptr inbounds nuw [131072 x float], ptr %32, i64 0, i64 %109
  %wide.load31 = load <8 x float>, ptr %129, align 4, !invariant.load !3, !alias.scope !37, !noalias !93
  %130 = getelementptr inbounds nuw [128 x float], ptr %30, i64 0, i64 %index
  %wide.load32 = load <8 x float>, ptr %130, align 4, !invariant.load !3, !alias.scope !35, !noalias !94
  %131 = getelementptr inbounds nuw [128 x float], ptr %58, i64 0, i64 %index
  %wide.load33 = load <8 x float>, ptr %131, align 4, !invariant.load !3, !alias.scope !63, !noalias !95
  %132 = fmul <8 x float> %wide.load30, %127
  %133 = fadd <8 x float> %wide.load31, %wide.load32
  %134 = fadd <8 x float> %wide.load33, %132
  %135 = fadd <8 x float> %133, %134
  %136 = fsub <8 x float> %135, %broadcast.splat13
  %137 = fmul <8 x float> %broadcast.splat15, %136
  %138 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index
  %wide.load34 = load <8 x float>, ptr %138, align 4, !invariant.load !3, !alias.scope !29, !noalias !96
  %139 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %109
  %wide.load35 = load <8 x float>, ptr %139, align 4, !invariant.load !3, !alias.scope !27, !noalias !97
  %140 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index
  %wide.load36 = load <8 x float>, ptr %140, align 4, !invariant.load !3, !alias.scope !25, !noalias !98
  %141 = getelementptr inbounds nuw [128 x float], ptr %60, i64 0, i64 %index
  %wide.load37 = load <8 x float>, ptr %141, align 4, !invariant.load !3, !alias.scope !65, !noalias !99
  %142 = fmul <8 x float> %wide.load34, %137
  %143 = fadd <8 x float> %wide.load35, %wide.load36
  %144 = fadd <8 x float> %wide.load37, %142
  %145 = fadd <8 x float> %143, %144
  %146 = fsub <8 x float> %145, %broadcast.splat17
  %147 = fmul <8 x float> %broadcast.splat19, %146
  %148 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index
  %wide.load38 = load <8 x float>, ptr %148, align 4, !invariant.load !3, !alias.scope !19, !noalias !100
  %149 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %109
  %wide.load39 = load <8 x float>, ptr %149, align 4, !invariant.load !3, !alias.scope !17, !noalias !101
  %150 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index
  %wide.load40 = load <8 x float>, ptr %150, align 4, !invariant.load !3, !alias.scope !15, !noalias !102
  %151 = getelementptr inbounds nuw [128 x float], ptr %62, i64 0, i64 %index
  %wide.load41 = load <8 x float>, ptr %151, align 4, !invariant.load !3, !alias.scope !67, !noalias !103
  %152 = fmul <8 x float> %wide.load38, %147
  %153 = fadd <8 x float> %wide.load39, %wide.load40
  %154 = fadd <8 x float> %wide.load41, %152
  %155 = fadd <8 x float> %153, %154
  %156 = fsub <8 x float> %155, %broadcast.splat21
  %157 = fmul <8 x float> %broadcast.splat23, %156
  %158 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load42 = load <8 x float>, ptr %158, align 4, !invariant.load !3, !alias.scope !8, !noalias !104
  %159 = getelementptr inbounds nuw [128 x float], ptr %64, i64 0, i64 %index
  %wide.load43 = load <8 x float>, ptr %159, align 4, !invariant.load !3, !alias.scope !69, !noalias !105
  %160 = fmul <8 x float> %wide.load42, %157
  %161 = fadd <8 x float> %wide.load43, %160
  %162 = getelementptr inbounds nuw [131072 x float], ptr %66, i64 0, i64 %109
  store <8 x float> %161, ptr %162, align 4, !alias.scope !106, !noalias !107
  %index.next = add nuw i64 %index, 8
  %163 = icmp eq i64 %index.next, 128
  br i1 %163, label %middle.block, label %vector.body, !llvm.loop !108

middle.block:                                     ; preds = %vector.body
  %164 = add nuw nsw i64 %80, 1
  %exitcond4.not = icmp eq i64 %164, 128
  br i1 %exitcond4.not, label %165, label %vector.ph

165:                                              ; preds = %middle.block
  %166 = add nuw nsw i64 %75, 1
  %exitcond5.not = icmp eq i64 %166, 4
  br i1 %exitcond5.not, label %multiply_add_fusion.clone_wrapped.exit, label %74

multiply_add_fusion.clone_wrapped.exit:           ; preds = %165, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"multiply_add_fusion.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"multiply_add_fusion.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"multiply_add_fusion.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"multiply_add_fusion.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"multiply_add_fusion.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"multiply_add_fusion.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"multiply_add_fusion.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"multiply_add_fusion.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"multiply_add_fusion.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"multiply_add_fusion.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"multiply_add_fusion.clone_wrapped: argument 9"}
!29 = !{!30}
!30 = distinct !{!30, !10, !"multiply_add_fusion.clone_wrapped: argument 10"}
!31 = !{!32}
!32 = distinct !{!32, !10, !"multiply_add_fusion.clone_wrapped: argument 11"}
!33 = !{!34}
!34 = distinct !{!34, !10, !"multiply_add_fusion.clone_wrapped: argument 12"}
!35 = !{!36}
!36 = distinct !{!36, !10, !"multiply_add_fusion.clone_wrapped: argument 13"}
!37 = !{!38}
!38 = distinct !{!38, !10, !"multiply_add_fusion.clone_wrapped: argument 14"}
!39 = !{!40}
!40 = distinct !{!40, !10, !"multiply_add_fusion.clone_wrapped: argument 15"}
!41 = !{!42}
!42 = distinct !{!42, !10, !"multiply_add_fusion.clone_wrapped: argument 16"}
!43 = !{!44}
!44 = distinct !{!44, !10, !"multiply_add_fusion.clone_wrapped: argument 17"}
!45 = !{!46}
!46 = distinct !{!46, !10, !"multiply_add_fusion.clone_wrapped: argument 18"}
!47 = !{!48}
!48 = distinct !{!48, !10, !"multiply_add_fusion.clone_wrapped: argument 19"}
!49 = !{!50}
!50 = distinct !{!50, !10, !"multiply_add_fusion.clone_wrapped: argument 20"}
!51 = !{!52}
!52 = distinct !{!52, !10, !"multiply_add_fusion.clone_wrapped: argument 21"}
!53 = !{!54}
!54 = distinct !{!54, !10, !"multiply_add_fusion.clone_wrapped: argument 22"}
!55 = !{!56}
!56 = distinct !{!56, !10, !"multiply_add_fusion.clone_wrapped: argument 23"}
!57 = !{!58}
!58 = distinct !{!58, !10, !"multiply_add_fusion.clone_wrapped: argument 24"}
!59 = !{!60}
!60 = distinct !{!60, !10, !"multiply_add_fusion.clone_wrapped: argument 25"}
!61 = !{!62}
!62 = distinct !{!62, !10, !"multiply_add_fusion.clone_wrapped: argument 26"}
!63 = !{!64}
!64 = distinct !{!64, !10, !"multiply_add_fusion.clone_wrapped: argument 27"}
!65 = !{!66}
!66 = distinct !{!66, !10, !"multiply_add_fusion.clone_wrapped: argument 28"}
!67 = !{!68}
!68 = distinct !{!68, !10, !"multiply_add_fusion.clone_wrapped: argument 29"}
!69 = !{!70}
!70 = distinct !{!70, !10, !"multiply_add_fusion.clone_wrapped: argument 30"}
!71 = !{!72}
!72 = distinct !{!72, !10, !"multiply_add_fusion.clone_wrapped: argument 31"}
!73 = !{!74, !9, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!74 = distinct !{!74, !75, !"xla.slice_index=31"}
!75 = distinct !{!75}
!76 = !{!74, !9, !12, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!77 = !{!74, !9, !12, !14, !16, !18, !20, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!78 = !{!74, !9, !12, !14, !16, !18, !20, !22, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!79 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!80 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!81 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!82 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!83 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!84 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!85 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !60, !62, !64, !66, !68, !70, !72}
!86 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !62, !64, !66, !68, !70, !72}
!87 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !58, !60, !62, !64, !66, !68, !70, !72}
!88 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!89 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!90 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!91 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !64, !66, !68, !70, !72}
!92 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!93 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!94 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!95 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !66, !68, !70, !72}
!96 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!97 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!98 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!99 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !68, !70, !72}
!100 = !{!74, !9, !12, !14, !16, !18, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!101 = !{!74, !9, !12, !14, !16, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!102 = !{!74, !9, !12, !14, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!103 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !70, !72}
!104 = !{!74, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72}
!105 = !{!74, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !72}
!106 = !{!74, !72}
!107 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70}
!108 = distinct !{!108, !109, !110}
!109 = !{!"llvm.loop.isvectorized", i32 1}
!110 = !{!"llvm.loop.unroll.runtime.disable"}
