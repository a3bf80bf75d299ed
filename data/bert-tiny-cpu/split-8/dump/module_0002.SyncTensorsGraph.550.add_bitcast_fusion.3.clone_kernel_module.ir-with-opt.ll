; ModuleID = '__compute_module_add_bitcast_fusion.3.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.3.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.3.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
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
  %30 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !7
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 224
  %32 = load ptr, ptr %31, align 8, !invariant.load !3, !dereferenceable !6
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 240
  %34 = load ptr, ptr %33, align 8, !invariant.load !3, !dereferenceable !6
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 256
  %36 = load ptr, ptr %35, align 8, !invariant.load !3, !dereferenceable !4
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 272
  %38 = load ptr, ptr %37, align 8, !invariant.load !3, !dereferenceable !4
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 288
  %40 = load ptr, ptr %39, align 8, !invariant.load !3, !dereferenceable !4
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 304
  %42 = load ptr, ptr %41, align 8, !invariant.load !3, !dereferenceable !6
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %44 = load ptr, ptr %43, align 8
  %45 = load i64, ptr %44, align 4, !invariant.load !3
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
  %46 = icmp ult i64 %45, 2
  br i1 %46, label %47, label %add_bitcast_fusion.3.clone_wrapped.exit

47:                                               ; preds = %1
  %48 = shl nuw nsw i64 %45, 9
  %49 = shl nuw nsw i64 %45, 16
  br label %vector.ph

vector.ph:                                        ; preds = %47, %middle.block
  %50 = phi i64 [ 0, %47 ], [ %139, %middle.block ]
  %51 = shl nuw nsw i64 %50, 7
  %52 = add nuw nsw i64 %51, %49
  %53 = and i64 %51, 16256
  %54 = add nuw nsw i64 %50, %48
  %55 = getelementptr inbounds nuw [1024 x float], ptr %6, i64 0, i64 %54
  %56 = load float, ptr %55, align 4, !invariant.load !3, !alias.scope !11, !noalias !49
  %57 = getelementptr inbounds nuw [1024 x float], ptr %8, i64 0, i64 %54
  %58 = load float, ptr %57, align 4, !invariant.load !3, !alias.scope !13, !noalias !52
  %59 = fmul float %58, 7.812500e-03
  %60 = getelementptr inbounds nuw [1024 x float], ptr %16, i64 0, i64 %54
  %61 = load float, ptr %60, align 4, !invariant.load !3, !alias.scope !21, !noalias !53
  %62 = getelementptr inbounds nuw [1024 x float], ptr %18, i64 0, i64 %54
  %63 = load float, ptr %62, align 4, !invariant.load !3, !alias.scope !23, !noalias !54
  %64 = fmul float %63, 7.812500e-03
  %65 = getelementptr inbounds nuw [1024 x float], ptr %26, i64 0, i64 %54
  %66 = load float, ptr %65, align 4, !invariant.load !3, !alias.scope !31, !noalias !55
  %67 = getelementptr inbounds nuw [1024 x float], ptr %28, i64 0, i64 %54
  %68 = load float, ptr %67, align 4, !invariant.load !3, !alias.scope !33, !noalias !56
  %69 = fmul float %68, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %69, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %66, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %64, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %61, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <8 x float> poison, float %59, i64 0
  %broadcast.splat11 = shufflevector <8 x float> %broadcast.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <8 x float> poison, float %56, i64 0
  %broadcast.splat13 = shufflevector <8 x float> %broadcast.splatinsert12, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %70 = add nuw nsw i64 %index, %52
  %71 = getelementptr inbounds nuw [131072 x float], ptr %32, i64 0, i64 %70
  %wide.load = load <8 x float>, ptr %71, align 4, !invariant.load !3, !alias.scope !37, !noalias !57
  %72 = getelementptr inbounds nuw [131072 x float], ptr %34, i64 0, i64 %70
  %wide.load14 = load <8 x float>, ptr %72, align 4, !invariant.load !3, !alias.scope !39, !noalias !58
  %73 = fadd <8 x float> %wide.load, %wide.load14
  %74 = or disjoint i64 %index, %53
  %75 = getelementptr inbounds nuw [16384 x float], ptr %30, i64 0, i64 %74
  %wide.load15 = load <8 x float>, ptr %75, align 4, !invariant.load !3, !alias.scope !35, !noalias !59
  %76 = fadd <8 x float> %73, %wide.load15
  %77 = fsub <8 x float> %76, %broadcast.splat
  %78 = fmul <8 x float> %broadcast.splat5, %77
  %79 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index
  %wide.load16 = load <8 x float>, ptr %79, align 4, !invariant.load !3, !alias.scope !29, !noalias !60
  %80 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %70
  %wide.load17 = load <8 x float>, ptr %80, align 4, !invariant.load !3, !alias.scope !27, !noalias !61
  %81 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index
  %wide.load18 = load <8 x float>, ptr %81, align 4, !invariant.load !3, !alias.scope !25, !noalias !62
  %82 = getelementptr inbounds nuw [128 x float], ptr %36, i64 0, i64 %index
  %wide.load19 = load <8 x float>, ptr %82, align 4, !invariant.load !3, !alias.scope !41, !noalias !63
  %83 = fmul <8 x float> %wide.load16, %78
  %84 = fadd <8 x float> %wide.load17, %wide.load18
  %85 = fadd <8 x float> %wide.load19, %83
  %86 = fadd <8 x float> %84, %85
  %87 = fsub <8 x float> %86, %broadcast.splat7
  %88 = fmul <8 x float> %broadcast.splat9, %87
  %89 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index
  %wide.load20 = load <8 x float>, ptr %89, align 4, !invariant.load !3, !alias.scope !19, !noalias !64
  %90 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %70
  %wide.load21 = load <8 x float>, ptr %90, align 4, !invariant.load !3, !alias.scope !17, !noalias !65
  %91 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index
  %wide.load22 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !15, !noalias !66
  %92 = getelementptr inbounds nuw [128 x float], ptr %38, i64 0, i64 %index
  %wide.load23 = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !43, !noalias !67
  %93 = fmul <8 x float> %wide.load20, %88
  %94 = fadd <8 x float> %wide.load21, %wide.load22
  %95 = fadd <8 x float> %wide.load23, %93
  %96 = fadd <8 x float> %94, %95
  %97 = fsub <8 x float> %96, %broadcast.splat11
  %98 = fmul <8 x float> %broadcast.splat13, %97
  %99 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load24 = load <8 x float>, ptr %99, align 4, !invariant.load !3, !alias.scope !8, !noalias !68
  %100 = getelementptr inbounds nuw [128 x float], ptr %40, i64 0, i64 %index
  %wide.load25 = load <8 x float>, ptr %100, align 4, !invariant.load !3, !alias.scope !45, !noalias !69
  %101 = fmul <8 x float> %wide.load24, %98
  %102 = fadd <8 x float> %wide.load25, %101
  %103 = getelementptr inbounds nuw [131072 x float], ptr %42, i64 0, i64 %70
  store <8 x float> %102, ptr %103, align 4, !alias.scope !70, !noalias !71
  %index.next = or disjoint i64 %index, 8
  %104 = add nuw nsw i64 %index.next, %52
  %105 = getelementptr inbounds nuw [131072 x float], ptr %32, i64 0, i64 %104
  %wide.load.1 = load <8 x float>, ptr %105, align 4, !invariant.load !3, !alias.scope !37, !noalias !57
  %106 = getelementptr inbounds nuw [131072 x float], ptr %34, i64 0, i64 %104
  %wide.load14.1 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !39, !noalias !58
  %107 = fadd <8 x float> %wide.load.1, %wide.load14.1
  %108 = or disjoint i64 %index.next, %53
  %109 = getelementptr inbounds nuw [16384 x float], ptr %30, i64 0, i64 %108
  %wide.load15.1 = load <8 x float>, ptr %109, align 4, !invariant.load !3, !alias.scope !35, !noalias !59
  %110 = fadd <8 x float> %107, %wide.load15.1
  %111 = fsub <8 x float> %110, %broadcast.splat
  %112 = fmul <8 x float> %broadcast.splat5, %111
  %113 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index.next
  %wide.load16.1 = load <8 x float>, ptr %113, align 4, !invariant.load !3, !alias.scope !29, !noalias !60
  %114 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %104
  %wide.load17.1 = load <8 x float>, ptr %114, align 4, !invariant.load !3, !alias.scope !27, !noalias !61
  %115 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next
  %wide.load18.1 = load <8 x float>, ptr %115, align 4, !invariant.load !3, !alias.scope !25, !noalias !62
  %116 = getelementptr inbounds nuw [128 x float], ptr %36, i64 0, i64 %index.next
  %wide.load19.1 = load <8 x float>, ptr %116, align 4, !invariant.load !3, !alias.scope !41, !noalias !63
  %117 = fmul <8 x float> %wide.load16.1, %112
  %118 = fadd <8 x float> %wide.load17.1, %wide.load18.1
  %119 = fadd <8 x float> %wide.load19.1, %117
  %120 = fadd <8 x float> %118, %119
  %121 = fsub <8 x float> %120, %broadcast.splat7
  %122 = fmul <8 x float> %broadcast.splat9, %121
  %123 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next
  %wide.load20.1 = load <8 x float>, ptr %123, align 4, !invariant.load !3, !alias.scope !19, !noalias !64
  %124 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %104
  %wide.load21.1 = load <8 x float>, ptr %124, align 4, !invariant.load !3, !alias.scope !17, !noalias !65
  %125 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index.next
  %wide.load22.1 = load <8 x float>, ptr %125, align 4, !invariant.load !3, !alias.scope !15, !noalias !66
  %126 = getelementptr inbounds nuw [128 x float], ptr %38, i64 0, i64 %index.next
  %wide.load23.1 = load <8 x float>, ptr %126, align 4, !invariant.load !3, !alias.scope !43, !noalias !67
  %127 = fmul <8 x float> %wide.load20.1, %122
  %128 = fadd <8 x float> %wide.load21.1, %wide.load22.1
  %129 = fadd <8 x float> %wide.load23.1, %127
  %130 = fadd <8 x float> %128, %129
  %131 = fsub <8 x float> %130, %broadcast.splat11
  %132 = fmul <8 x float> %broadcast.splat13, %131
  %133 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load24.1 = load <8 x float>, ptr %133, align 4, !invariant.load !3, !alias.scope !8, !noalias !68
  %134 = getelementptr inbounds nuw [128 x float], ptr %40, i64 0, i64 %index.next
  %wide.load25.1 = load <8 x float>, ptr %134, align 4, !invariant.load !3, !alias.scope !45, !noalias !69
  %135 = fmul <8 x float> %wide.load24.1, %132
  %136 = fadd <8 x float> %wide.load25.1, %135
  %137 = getelementptr inbounds nuw [131072 x float], ptr %42, i64 0, i64 %104
  store <8 x float> %136, ptr %137, align 4, !alias.scope !70, !noalias !71
  %index.next.1 = add nuw nsw i64 %index, 16
  %138 = icmp eq i64 %index.next.1, 128
  br i1 %138, label %middle.block, label %vector.body, !llvm.loop !72

middle.block:                                     ; preds = %vector.body
  %139 = add nuw nsw i64 %50, 1
  %exitcond3.not = icmp eq i64 %139, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.3.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.3.clone_wrapped.exit:          ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 7}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"add_bitcast_fusion.3.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 9"}
!29 = !{!30}
!30 = distinct !{!30, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 10"}
!31 = !{!32}
!32 = distinct !{!32, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 11"}
!33 = !{!34}
!34 = distinct !{!34, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 12"}
!35 = !{!36}
!36 = distinct !{!36, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 13"}
!37 = !{!38}
!38 = distinct !{!38, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 14"}
!39 = !{!40}
!40 = distinct !{!40, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 15"}
!41 = !{!42}
!42 = distinct !{!42, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 16"}
!43 = !{!44}
!44 = distinct !{!44, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 17"}
!45 = !{!46}
!46 = distinct !{!46, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 18"}
!47 = !{!48}
!48 = distinct !{!48, !10, !"add_bitcast_fusion.3.clone_wrapped: argument 19"}
!49 = !{!50, !9, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!50 = distinct !{!50, !51, !"xla.slice_index=19"}
!51 = distinct !{!51}
!52 = !{!50, !9, !12, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!53 = !{!50, !9, !12, !14, !16, !18, !20, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!54 = !{!50, !9, !12, !14, !16, !18, !20, !22, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!55 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !34, !36, !38, !40, !42, !44, !46, !48}
!56 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !36, !38, !40, !42, !44, !46, !48}
!57 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !40, !42, !44, !46, !48}
!58 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !42, !44, !46, !48}
!59 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !38, !40, !42, !44, !46, !48}
!60 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!61 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!62 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!63 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !44, !46, !48}
!64 = !{!50, !9, !12, !14, !16, !18, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!65 = !{!50, !9, !12, !14, !16, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!66 = !{!50, !9, !12, !14, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!67 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !46, !48}
!68 = !{!50, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48}
!69 = !{!50, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !48}
!70 = !{!50, !48}
!71 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46}
!72 = distinct !{!72, !73, !74}
!73 = !{!"llvm.loop.isvectorized", i32 1}
!74 = !{!"llvm.loop.unroll.runtime.disable"}
