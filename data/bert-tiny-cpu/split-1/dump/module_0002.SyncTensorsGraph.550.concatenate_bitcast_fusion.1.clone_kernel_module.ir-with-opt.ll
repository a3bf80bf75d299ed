; ModuleID = '__compute_module_concatenate_bitcast_fusion.1.clone_kernel_module'
source_filename = "__compute_module_concatenate_bitcast_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @concatenate_bitcast_fusion.1.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !6
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = icmp ult i64 %13, 2
  br i1 %14, label %15, label %concatenate_bitcast_fusion.1.clone_wrapped.exit

15:                                               ; preds = %1
  %16 = shl nuw nsw i64 %13, 16
  %17 = shl nuw nsw i64 %13, 16
  %18 = shl nuw nsw i64 %13, 16
  %19 = shl nuw nsw i64 %13, 18
  %scevgep = getelementptr i8, ptr %10, i64 %19
  %20 = getelementptr i8, ptr %10, i64 %19
  %scevgep19 = getelementptr i8, ptr %20, i64 32768
  %scevgep20 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %scevgep21 = getelementptr i8, ptr %6, i64 %19
  %21 = getelementptr i8, ptr %6, i64 %19
  %scevgep22 = getelementptr i8, ptr %21, i64 65280
  %scevgep23 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound0 = icmp ult ptr %scevgep, %scevgep20
  %bound1 = icmp ult ptr %8, %scevgep19
  %found.conflict = and i1 %bound0, %bound1
  %bound024 = icmp ult ptr %scevgep, %scevgep22
  %bound125 = icmp ult ptr %scevgep21, %scevgep19
  %found.conflict26 = and i1 %bound024, %bound125
  %conflict.rdx = or i1 %found.conflict, %found.conflict26
  %bound027 = icmp ult ptr %scevgep, %scevgep23
  %bound128 = icmp ult ptr %4, %scevgep19
  %found.conflict29 = and i1 %bound027, %bound128
  %conflict.rdx30 = or i1 %conflict.rdx, %found.conflict29
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck

vector.memcheck:                                  ; preds = %15, %middle.block
  %29 = phi i64 [ 0, %15 ], [ %168, %middle.block ]
  %30 = shl nuw nsw i64 %29, 6
  %.reass = add nuw nsw i64 %30, %17
  %31 = shl nuw nsw i64 %29, 7
  %32 = add nuw nsw i64 %31, %18
  br i1 %conflict.rdx30, label %scalar.ph, label %vector.body

vector.body:                                      ; preds = %vector.memcheck
  %33 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert = insertelement <8 x float> poison, float %33, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %34 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %32
  %wide.load = load <8 x float>, ptr %34, align 4, !invariant.load !3, !alias.scope !18, !noalias !20
  %wide.load31 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !23, !noalias !25
  %35 = fadd <8 x float> %wide.load, %wide.load31
  %36 = fmul <8 x float> %broadcast.splat, %35
  %37 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass
  store <8 x float> %36, ptr %37, align 4, !alias.scope !26, !noalias !32
  %38 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert.1 = insertelement <8 x float> poison, float %38, i64 0
  %broadcast.splat.1 = shufflevector <8 x float> %broadcast.splatinsert.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %39 = or disjoint i64 %32, 8
  %40 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %39
  %wide.load.1 = load <8 x float>, ptr %40, align 4, !invariant.load !3, !alias.scope !40, !noalias !41
  %wide.load31.1 = load <8 x float>, ptr %22, align 4, !invariant.load !3, !alias.scope !42, !noalias !43
  %41 = fadd <8 x float> %wide.load.1, %wide.load31.1
  %42 = fmul <8 x float> %broadcast.splat.1, %41
  %43 = or disjoint i64 %.reass, 8
  %44 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %43
  store <8 x float> %42, ptr %44, align 4, !alias.scope !26, !noalias !32
  %45 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert.2 = insertelement <8 x float> poison, float %45, i64 0
  %broadcast.splat.2 = shufflevector <8 x float> %broadcast.splatinsert.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  %46 = or disjoint i64 %32, 16
  %47 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %46
  %wide.load.2 = load <8 x float>, ptr %47, align 4, !invariant.load !3, !alias.scope !48, !noalias !49
  %wide.load31.2 = load <8 x float>, ptr %23, align 4, !invariant.load !3, !alias.scope !50, !noalias !51
  %48 = fadd <8 x float> %wide.load.2, %wide.load31.2
  %49 = fmul <8 x float> %broadcast.splat.2, %48
  %50 = or disjoint i64 %.reass, 16
  %51 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %50
  store <8 x float> %49, ptr %51, align 4, !alias.scope !26, !noalias !32
  %52 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert.3 = insertelement <8 x float> poison, float %52, i64 0
  %broadcast.splat.3 = shufflevector <8 x float> %broadcast.splatinsert.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  %53 = or disjoint i64 %32, 24
  %54 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %53
  %wide.load.3 = load <8 x float>, ptr %54, align 4, !invariant.load !3, !alias.scope !56, !noalias !57
  %wide.load31.3 = load <8 x float>, ptr %24, align 4, !invariant.load !3, !alias.scope !58, !noalias !59
  %55 = fadd <8 x float> %wide.load.3, %wide.load31.3
  %56 = fmul <8 x float> %broadcast.splat.3, %55
  %57 = or disjoint i64 %.reass, 24
  %58 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %57
  store <8 x float> %56, ptr %58, align 4, !alias.scope !26, !noalias !32
  %59 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert.4 = insertelement <8 x float> poison, float %59, i64 0
  %broadcast.splat.4 = shufflevector <8 x float> %broadcast.splatinsert.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !60)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62)
  %60 = or disjoint i64 %32, 32
  %61 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %60
  %wide.load.4 = load <8 x float>, ptr %61, align 4, !invariant.load !3, !alias.scope !64, !noalias !65
  %wide.load31.4 = load <8 x float>, ptr %25, align 4, !invariant.load !3, !alias.scope !66, !noalias !67
  %62 = fadd <8 x float> %wide.load.4, %wide.load31.4
  %63 = fmul <8 x float> %broadcast.splat.4, %62
  %64 = or disjoint i64 %.reass, 32
  %65 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %64
  store <8 x float> %63, ptr %65, align 4, !alias.scope !26, !noalias !32
  %66 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert.5 = insertelement <8 x float> poison, float %66, i64 0
  %broadcast.splat.5 = shufflevector <8 x float> %broadcast.splatinsert.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %67 = or disjoint i64 %32, 40
  %68 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %67
  %wide.load.5 = load <8 x float>, ptr %68, align 4, !invariant.load !3, !alias.scope !72, !noalias !73
  %wide.load31.5 = load <8 x float>, ptr %26, align 4, !invariant.load !3, !alias.scope !74, !noalias !75
  %69 = fadd <8 x float> %wide.load.5, %wide.load31.5
  %70 = fmul <8 x float> %broadcast.splat.5, %69
  %71 = or disjoint i64 %.reass, 40
  %72 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %71
  store <8 x float> %70, ptr %72, align 4, !alias.scope !26, !noalias !32
  %73 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert.6 = insertelement <8 x float> poison, float %73, i64 0
  %broadcast.splat.6 = shufflevector <8 x float> %broadcast.splatinsert.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !78)
  %74 = or disjoint i64 %32, 48
  %75 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %74
  %wide.load.6 = load <8 x float>, ptr %75, align 4, !invariant.load !3, !alias.scope !80, !noalias !81
  %wide.load31.6 = load <8 x float>, ptr %27, align 4, !invariant.load !3, !alias.scope !82, !noalias !83
  %76 = fadd <8 x float> %wide.load.6, %wide.load31.6
  %77 = fmul <8 x float> %broadcast.splat.6, %76
  %78 = or disjoint i64 %.reass, 48
  %79 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %78
  store <8 x float> %77, ptr %79, align 4, !alias.scope !26, !noalias !32
  %80 = load float, ptr %8, align 4, !alias.scope !7, !noalias !10
  %broadcast.splatinsert.7 = insertelement <8 x float> poison, float %80, i64 0
  %broadcast.splat.7 = shufflevector <8 x float> %broadcast.splatinsert.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !84)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
  %81 = or disjoint i64 %32, 56
  %82 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %81
  %wide.load.7 = load <8 x float>, ptr %82, align 4, !invariant.load !3, !alias.scope !88, !noalias !89
  %wide.load31.7 = load <8 x float>, ptr %28, align 4, !invariant.load !3, !alias.scope !90, !noalias !91
  %83 = fadd <8 x float> %wide.load.7, %wide.load31.7
  %84 = fmul <8 x float> %broadcast.splat.7, %83
  %85 = or disjoint i64 %.reass, 56
  %86 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %85
  store <8 x float> %84, ptr %86, align 4, !alias.scope !26, !noalias !32
  br label %middle.block

scalar.ph:                                        ; preds = %vector.memcheck, %scalar.ph
  %87 = phi i64 [ %167, %scalar.ph ], [ 0, %vector.memcheck ]
  %.val = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %88 = add nuw nsw i64 %87, %32
  %89 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %88
  %90 = load float, ptr %89, align 4, !invariant.load !3, !alias.scope !16, !noalias !20
  %91 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %87
  %92 = load float, ptr %91, align 4, !invariant.load !3, !alias.scope !13, !noalias !25
  %93 = fadd float %90, %92
  %94 = fmul float %.val, %93
  %95 = add nuw nsw i64 %87, %.reass
  %96 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %95
  store float %94, ptr %96, align 4, !alias.scope !92, !noalias !93
  %97 = or disjoint i64 %87, 1
  %.val.1254 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !94)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !96)
  %98 = add nuw nsw i64 %97, %32
  %99 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %98
  %100 = load float, ptr %99, align 4, !invariant.load !3, !alias.scope !96, !noalias !98
  %101 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %97
  %102 = load float, ptr %101, align 4, !invariant.load !3, !alias.scope !94, !noalias !99
  %103 = fadd float %100, %102
  %104 = fmul float %.val.1254, %103
  %105 = add nuw nsw i64 %97, %.reass
  %106 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %105
  store float %104, ptr %106, align 4, !alias.scope !92, !noalias !93
  %107 = or disjoint i64 %87, 2
  %.val.2255 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !102)
  %108 = add nuw nsw i64 %107, %32
  %109 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %108
  %110 = load float, ptr %109, align 4, !invariant.load !3, !alias.scope !102, !noalias !104
  %111 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %107
  %112 = load float, ptr %111, align 4, !invariant.load !3, !alias.scope !100, !noalias !105
  %113 = fadd float %110, %112
  %114 = fmul float %.val.2255, %113
  %115 = add nuw nsw i64 %107, %.reass
  %116 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %115
  store float %114, ptr %116, align 4, !alias.scope !92, !noalias !93
  %117 = or disjoint i64 %87, 3
  %.val.3256 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !106)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !108)
  %118 = add nuw nsw i64 %117, %32
  %119 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %118
  %120 = load float, ptr %119, align 4, !invariant.load !3, !alias.scope !108, !noalias !110
  %121 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %117
  %122 = load float, ptr %121, align 4, !invariant.load !3, !alias.scope !106, !noalias !111
  %123 = fadd float %120, %122
  %124 = fmul float %.val.3256, %123
  %125 = add nuw nsw i64 %117, %.reass
  %126 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %125
  store float %124, ptr %126, align 4, !alias.scope !92, !noalias !93
  %127 = or disjoint i64 %87, 4
  %.val.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !112)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !114)
  %128 = add nuw nsw i64 %127, %32
  %129 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %128
  %130 = load float, ptr %129, align 4, !invariant.load !3, !alias.scope !114, !noalias !116
  %131 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %127
  %132 = load float, ptr %131, align 4, !invariant.load !3, !alias.scope !112, !noalias !117
  %133 = fadd float %130, %132
  %134 = fmul float %.val.4, %133
  %135 = add nuw nsw i64 %127, %.reass
  %136 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %135
  store float %134, ptr %136, align 4, !alias.scope !92, !noalias !93
  %137 = or disjoint i64 %87, 5
  %.val.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !118)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !120)
  %138 = add nuw nsw i64 %137, %32
  %139 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %138
  %140 = load float, ptr %139, align 4, !invariant.load !3, !alias.scope !120, !noalias !122
  %141 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %137
  %142 = load float, ptr %141, align 4, !invariant.load !3, !alias.scope !118, !noalias !123
  %143 = fadd float %140, %142
  %144 = fmul float %.val.5, %143
  %145 = add nuw nsw i64 %137, %.reass
  %146 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %145
  store float %144, ptr %146, align 4, !alias.scope !92, !noalias !93
  %147 = or disjoint i64 %87, 6
  %.val.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !126)
  %148 = add nuw nsw i64 %147, %32
  %149 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %148
  %150 = load float, ptr %149, align 4, !invariant.load !3, !alias.scope !126, !noalias !128
  %151 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %147
  %152 = load float, ptr %151, align 4, !invariant.load !3, !alias.scope !124, !noalias !129
  %153 = fadd float %150, %152
  %154 = fmul float %.val.6, %153
  %155 = add nuw nsw i64 %147, %.reass
  %156 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %155
  store float %154, ptr %156, align 4, !alias.scope !92, !noalias !93
  %157 = or disjoint i64 %87, 7
  %.val.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !130)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132)
  %158 = add nuw nsw i64 %157, %32
  %159 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %158
  %160 = load float, ptr %159, align 4, !invariant.load !3, !alias.scope !132, !noalias !134
  %161 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %157
  %162 = load float, ptr %161, align 4, !invariant.load !3, !alias.scope !130, !noalias !135
  %163 = fadd float %160, %162
  %164 = fmul float %.val.7, %163
  %165 = add nuw nsw i64 %157, %.reass
  %166 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %165
  store float %164, ptr %166, align 4, !alias.scope !92, !noalias !93
  %167 = add nuw nsw i64 %87, 8
  %exitcond.not.7 = icmp eq i64 %167, 64
  br i1 %exitcond.not.7, label %middle.block, label %scalar.ph, !llvm.loop !136

middle.block:                                     ; preds = %scalar.ph, %vector.body
  %168 = add nuw nsw i64 %29, 1
  %exitcond14.not = icmp eq i64 %168, 128
  br i1 %exitcond14.not, label %169, label %vector.memcheck

169:                                              ; preds = %middle.block
  %invariant.op.1 = or disjoint i64 %17, 16384
  %170 = shl nuw nsw i64 %13, 16
  %171 = or disjoint i64 %170, 16384
  %172 = shl nuw nsw i64 %13, 18
  %173 = or disjoint i64 %172, 65536
  %scevgep33 = getelementptr i8, ptr %10, i64 %173
  %174 = getelementptr i8, ptr %10, i64 %172
  %scevgep34 = getelementptr i8, ptr %174, i64 98304
  %scevgep35 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %scevgep36 = getelementptr i8, ptr %6, i64 %173
  %175 = getelementptr i8, ptr %6, i64 %172
  %scevgep37 = getelementptr i8, ptr %175, i64 130816
  %scevgep38 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound039 = icmp ult ptr %scevgep33, %scevgep35
  %bound140 = icmp ult ptr %8, %scevgep34
  %found.conflict41 = and i1 %bound039, %bound140
  %bound042 = icmp ult ptr %scevgep33, %scevgep37
  %bound143 = icmp ult ptr %scevgep36, %scevgep34
  %found.conflict44 = and i1 %bound042, %bound143
  %conflict.rdx45 = or i1 %found.conflict41, %found.conflict44
  %bound046 = icmp ult ptr %scevgep33, %scevgep38
  %bound147 = icmp ult ptr %4, %scevgep34
  %found.conflict48 = and i1 %bound046, %bound147
  %conflict.rdx49 = or i1 %conflict.rdx45, %found.conflict48
  %176 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %177 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %178 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %179 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %180 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %181 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %182 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck32

vector.memcheck32:                                ; preds = %middle.block59, %169
  %183 = phi i64 [ 0, %169 ], [ %322, %middle.block59 ]
  %184 = shl nuw nsw i64 %183, 6
  %.reass.1 = add nuw nsw i64 %184, %invariant.op.1
  %185 = shl nuw nsw i64 %183, 7
  %186 = add nuw nsw i64 %185, %171
  br i1 %conflict.rdx49, label %scalar.ph50, label %vector.body52

vector.body52:                                    ; preds = %vector.memcheck32
  %187 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %187, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !141)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !143)
  %188 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %186
  %wide.load54 = load <8 x float>, ptr %188, align 4, !invariant.load !3, !alias.scope !145, !noalias !147
  %wide.load55 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !148, !noalias !150
  %189 = fadd <8 x float> %wide.load54, %wide.load55
  %190 = fmul <8 x float> %broadcast.splat57, %189
  %191 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass.1
  store <8 x float> %190, ptr %191, align 4, !alias.scope !151, !noalias !153
  %192 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56.1 = insertelement <8 x float> poison, float %192, i64 0
  %broadcast.splat57.1 = shufflevector <8 x float> %broadcast.splatinsert56.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !154)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !156)
  %193 = or disjoint i64 %186, 8
  %194 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %193
  %wide.load54.1 = load <8 x float>, ptr %194, align 4, !invariant.load !3, !alias.scope !158, !noalias !159
  %wide.load55.1 = load <8 x float>, ptr %176, align 4, !invariant.load !3, !alias.scope !160, !noalias !161
  %195 = fadd <8 x float> %wide.load54.1, %wide.load55.1
  %196 = fmul <8 x float> %broadcast.splat57.1, %195
  %197 = or disjoint i64 %.reass.1, 8
  %198 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %197
  store <8 x float> %196, ptr %198, align 4, !alias.scope !151, !noalias !153
  %199 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56.2 = insertelement <8 x float> poison, float %199, i64 0
  %broadcast.splat57.2 = shufflevector <8 x float> %broadcast.splatinsert56.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !162)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !164)
  %200 = or disjoint i64 %186, 16
  %201 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %200
  %wide.load54.2 = load <8 x float>, ptr %201, align 4, !invariant.load !3, !alias.scope !166, !noalias !167
  %wide.load55.2 = load <8 x float>, ptr %177, align 4, !invariant.load !3, !alias.scope !168, !noalias !169
  %202 = fadd <8 x float> %wide.load54.2, %wide.load55.2
  %203 = fmul <8 x float> %broadcast.splat57.2, %202
  %204 = or disjoint i64 %.reass.1, 16
  %205 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %204
  store <8 x float> %203, ptr %205, align 4, !alias.scope !151, !noalias !153
  %206 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56.3 = insertelement <8 x float> poison, float %206, i64 0
  %broadcast.splat57.3 = shufflevector <8 x float> %broadcast.splatinsert56.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !170)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !172)
  %207 = or disjoint i64 %186, 24
  %208 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %207
  %wide.load54.3 = load <8 x float>, ptr %208, align 4, !invariant.load !3, !alias.scope !174, !noalias !175
  %wide.load55.3 = load <8 x float>, ptr %178, align 4, !invariant.load !3, !alias.scope !176, !noalias !177
  %209 = fadd <8 x float> %wide.load54.3, %wide.load55.3
  %210 = fmul <8 x float> %broadcast.splat57.3, %209
  %211 = or disjoint i64 %.reass.1, 24
  %212 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %211
  store <8 x float> %210, ptr %212, align 4, !alias.scope !151, !noalias !153
  %213 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56.4 = insertelement <8 x float> poison, float %213, i64 0
  %broadcast.splat57.4 = shufflevector <8 x float> %broadcast.splatinsert56.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !178)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !180)
  %214 = or disjoint i64 %186, 32
  %215 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %214
  %wide.load54.4 = load <8 x float>, ptr %215, align 4, !invariant.load !3, !alias.scope !182, !noalias !183
  %wide.load55.4 = load <8 x float>, ptr %179, align 4, !invariant.load !3, !alias.scope !184, !noalias !185
  %216 = fadd <8 x float> %wide.load54.4, %wide.load55.4
  %217 = fmul <8 x float> %broadcast.splat57.4, %216
  %218 = or disjoint i64 %.reass.1, 32
  %219 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %218
  store <8 x float> %217, ptr %219, align 4, !alias.scope !151, !noalias !153
  %220 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56.5 = insertelement <8 x float> poison, float %220, i64 0
  %broadcast.splat57.5 = shufflevector <8 x float> %broadcast.splatinsert56.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !186)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !188)
  %221 = or disjoint i64 %186, 40
  %222 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %221
  %wide.load54.5 = load <8 x float>, ptr %222, align 4, !invariant.load !3, !alias.scope !190, !noalias !191
  %wide.load55.5 = load <8 x float>, ptr %180, align 4, !invariant.load !3, !alias.scope !192, !noalias !193
  %223 = fadd <8 x float> %wide.load54.5, %wide.load55.5
  %224 = fmul <8 x float> %broadcast.splat57.5, %223
  %225 = or disjoint i64 %.reass.1, 40
  %226 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %225
  store <8 x float> %224, ptr %226, align 4, !alias.scope !151, !noalias !153
  %227 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56.6 = insertelement <8 x float> poison, float %227, i64 0
  %broadcast.splat57.6 = shufflevector <8 x float> %broadcast.splatinsert56.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !194)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !196)
  %228 = or disjoint i64 %186, 48
  %229 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %228
  %wide.load54.6 = load <8 x float>, ptr %229, align 4, !invariant.load !3, !alias.scope !198, !noalias !199
  %wide.load55.6 = load <8 x float>, ptr %181, align 4, !invariant.load !3, !alias.scope !200, !noalias !201
  %230 = fadd <8 x float> %wide.load54.6, %wide.load55.6
  %231 = fmul <8 x float> %broadcast.splat57.6, %230
  %232 = or disjoint i64 %.reass.1, 48
  %233 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %232
  store <8 x float> %231, ptr %233, align 4, !alias.scope !151, !noalias !153
  %234 = load float, ptr %8, align 4, !alias.scope !138, !noalias !10
  %broadcast.splatinsert56.7 = insertelement <8 x float> poison, float %234, i64 0
  %broadcast.splat57.7 = shufflevector <8 x float> %broadcast.splatinsert56.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !202)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !204)
  %235 = or disjoint i64 %186, 56
  %236 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %235
  %wide.load54.7 = load <8 x float>, ptr %236, align 4, !invariant.load !3, !alias.scope !206, !noalias !207
  %wide.load55.7 = load <8 x float>, ptr %182, align 4, !invariant.load !3, !alias.scope !208, !noalias !209
  %237 = fadd <8 x float> %wide.load54.7, %wide.load55.7
  %238 = fmul <8 x float> %broadcast.splat57.7, %237
  %239 = or disjoint i64 %.reass.1, 56
  %240 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %239
  store <8 x float> %238, ptr %240, align 4, !alias.scope !151, !noalias !153
  br label %middle.block59

scalar.ph50:                                      ; preds = %vector.memcheck32, %scalar.ph50
  %241 = phi i64 [ %321, %scalar.ph50 ], [ 0, %vector.memcheck32 ]
  %.val.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !141)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !143)
  %242 = add nuw nsw i64 %241, %186
  %243 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %242
  %244 = load float, ptr %243, align 4, !invariant.load !3, !alias.scope !143, !noalias !147
  %245 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %241
  %246 = load float, ptr %245, align 4, !invariant.load !3, !alias.scope !141, !noalias !150
  %247 = fadd float %244, %246
  %248 = fmul float %.val.1, %247
  %249 = add nuw nsw i64 %241, %.reass.1
  %250 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %249
  store float %248, ptr %250, align 4, !alias.scope !92, !noalias !93
  %251 = or disjoint i64 %241, 1
  %.val.1.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !210)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !212)
  %252 = add nuw nsw i64 %251, %186
  %253 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %252
  %254 = load float, ptr %253, align 4, !invariant.load !3, !alias.scope !212, !noalias !214
  %255 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %251
  %256 = load float, ptr %255, align 4, !invariant.load !3, !alias.scope !210, !noalias !215
  %257 = fadd float %254, %256
  %258 = fmul float %.val.1.1, %257
  %259 = add nuw nsw i64 %251, %.reass.1
  %260 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %259
  store float %258, ptr %260, align 4, !alias.scope !92, !noalias !93
  %261 = or disjoint i64 %241, 2
  %.val.1.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !216)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !218)
  %262 = add nuw nsw i64 %261, %186
  %263 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %262
  %264 = load float, ptr %263, align 4, !invariant.load !3, !alias.scope !218, !noalias !220
  %265 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %261
  %266 = load float, ptr %265, align 4, !invariant.load !3, !alias.scope !216, !noalias !221
  %267 = fadd float %264, %266
  %268 = fmul float %.val.1.2, %267
  %269 = add nuw nsw i64 %261, %.reass.1
  %270 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %269
  store float %268, ptr %270, align 4, !alias.scope !92, !noalias !93
  %271 = or disjoint i64 %241, 3
  %.val.1.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !222)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224)
  %272 = add nuw nsw i64 %271, %186
  %273 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %272
  %274 = load float, ptr %273, align 4, !invariant.load !3, !alias.scope !224, !noalias !226
  %275 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %271
  %276 = load float, ptr %275, align 4, !invariant.load !3, !alias.scope !222, !noalias !227
  %277 = fadd float %274, %276
  %278 = fmul float %.val.1.3, %277
  %279 = add nuw nsw i64 %271, %.reass.1
  %280 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %279
  store float %278, ptr %280, align 4, !alias.scope !92, !noalias !93
  %281 = or disjoint i64 %241, 4
  %.val.1.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !228)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !230)
  %282 = add nuw nsw i64 %281, %186
  %283 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %282
  %284 = load float, ptr %283, align 4, !invariant.load !3, !alias.scope !230, !noalias !232
  %285 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %281
  %286 = load float, ptr %285, align 4, !invariant.load !3, !alias.scope !228, !noalias !233
  %287 = fadd float %284, %286
  %288 = fmul float %.val.1.4, %287
  %289 = add nuw nsw i64 %281, %.reass.1
  %290 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %289
  store float %288, ptr %290, align 4, !alias.scope !92, !noalias !93
  %291 = or disjoint i64 %241, 5
  %.val.1.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !234)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !236)
  %292 = add nuw nsw i64 %291, %186
  %293 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %292
  %294 = load float, ptr %293, align 4, !invariant.load !3, !alias.scope !236, !noalias !238
  %295 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %291
  %296 = load float, ptr %295, align 4, !invariant.load !3, !alias.scope !234, !noalias !239
  %297 = fadd float %294, %296
  %298 = fmul float %.val.1.5, %297
  %299 = add nuw nsw i64 %291, %.reass.1
  %300 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %299
  store float %298, ptr %300, align 4, !alias.scope !92, !noalias !93
  %301 = or disjoint i64 %241, 6
  %.val.1.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !240)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !242)
  %302 = add nuw nsw i64 %301, %186
  %303 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %302
  %304 = load float, ptr %303, align 4, !invariant.load !3, !alias.scope !242, !noalias !244
  %305 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %301
  %306 = load float, ptr %305, align 4, !invariant.load !3, !alias.scope !240, !noalias !245
  %307 = fadd float %304, %306
  %308 = fmul float %.val.1.6, %307
  %309 = add nuw nsw i64 %301, %.reass.1
  %310 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %309
  store float %308, ptr %310, align 4, !alias.scope !92, !noalias !93
  %311 = or disjoint i64 %241, 7
  %.val.1.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !246)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !248)
  %312 = add nuw nsw i64 %311, %186
  %313 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %312
  %314 = load float, ptr %313, align 4, !invariant.load !3, !alias.scope !248, !noalias !250
  %315 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %311
  %316 = load float, ptr %315, align 4, !invariant.load !3, !alias.scope !246, !noalias !251
  %317 = fadd float %314, %316
  %318 = fmul float %.val.1.7, %317
  %319 = add nuw nsw i64 %311, %.reass.1
  %320 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %319
  store float %318, ptr %320, align 4, !alias.scope !92, !noalias !93
  %321 = add nuw nsw i64 %241, 8
  %exitcond.1.not.7 = icmp eq i64 %321, 64
  br i1 %exitcond.1.not.7, label %middle.block59, label %scalar.ph50, !llvm.loop !252

middle.block59:                                   ; preds = %scalar.ph50, %vector.body52
  %322 = add nuw nsw i64 %183, 1
  %exitcond14.1.not = icmp eq i64 %322, 128
  br i1 %exitcond14.1.not, label %323, label %vector.memcheck32

323:                                              ; preds = %middle.block59
  %invariant.op.2 = or disjoint i64 %17, 32768
  %324 = shl nuw nsw i64 %13, 16
  %325 = or disjoint i64 %324, 32768
  %326 = shl nuw nsw i64 %13, 18
  %327 = or disjoint i64 %326, 131072
  %scevgep62 = getelementptr i8, ptr %10, i64 %327
  %328 = getelementptr i8, ptr %10, i64 %326
  %scevgep63 = getelementptr i8, ptr %328, i64 163840
  %scevgep64 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %scevgep65 = getelementptr i8, ptr %6, i64 %327
  %329 = getelementptr i8, ptr %6, i64 %326
  %scevgep66 = getelementptr i8, ptr %329, i64 196352
  %scevgep67 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound068 = icmp ult ptr %scevgep62, %scevgep64
  %bound169 = icmp ult ptr %8, %scevgep63
  %found.conflict70 = and i1 %bound068, %bound169
  %bound071 = icmp ult ptr %scevgep62, %scevgep66
  %bound172 = icmp ult ptr %scevgep65, %scevgep63
  %found.conflict73 = and i1 %bound071, %bound172
  %conflict.rdx74 = or i1 %found.conflict70, %found.conflict73
  %bound075 = icmp ult ptr %scevgep62, %scevgep67
  %bound176 = icmp ult ptr %4, %scevgep63
  %found.conflict77 = and i1 %bound075, %bound176
  %conflict.rdx78 = or i1 %conflict.rdx74, %found.conflict77
  %330 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %331 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %332 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %333 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %334 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %335 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %336 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck61

vector.memcheck61:                                ; preds = %middle.block88, %323
  %337 = phi i64 [ 0, %323 ], [ %476, %middle.block88 ]
  %338 = shl nuw nsw i64 %337, 6
  %.reass.2 = add nuw nsw i64 %338, %invariant.op.2
  %339 = shl nuw nsw i64 %337, 7
  %340 = add nuw nsw i64 %339, %325
  br i1 %conflict.rdx78, label %scalar.ph79, label %vector.body81

vector.body81:                                    ; preds = %vector.memcheck61
  %341 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85 = insertelement <8 x float> poison, float %341, i64 0
  %broadcast.splat86 = shufflevector <8 x float> %broadcast.splatinsert85, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !258)
  %342 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %340
  %wide.load83 = load <8 x float>, ptr %342, align 4, !invariant.load !3, !alias.scope !260, !noalias !262
  %wide.load84 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !263, !noalias !265
  %343 = fadd <8 x float> %wide.load83, %wide.load84
  %344 = fmul <8 x float> %broadcast.splat86, %343
  %345 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass.2
  store <8 x float> %344, ptr %345, align 4, !alias.scope !266, !noalias !268
  %346 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85.1 = insertelement <8 x float> poison, float %346, i64 0
  %broadcast.splat86.1 = shufflevector <8 x float> %broadcast.splatinsert85.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !269)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !271)
  %347 = or disjoint i64 %340, 8
  %348 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %347
  %wide.load83.1 = load <8 x float>, ptr %348, align 4, !invariant.load !3, !alias.scope !273, !noalias !274
  %wide.load84.1 = load <8 x float>, ptr %330, align 4, !invariant.load !3, !alias.scope !275, !noalias !276
  %349 = fadd <8 x float> %wide.load83.1, %wide.load84.1
  %350 = fmul <8 x float> %broadcast.splat86.1, %349
  %351 = or disjoint i64 %.reass.2, 8
  %352 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %351
  store <8 x float> %350, ptr %352, align 4, !alias.scope !266, !noalias !268
  %353 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85.2 = insertelement <8 x float> poison, float %353, i64 0
  %broadcast.splat86.2 = shufflevector <8 x float> %broadcast.splatinsert85.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !277)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !279)
  %354 = or disjoint i64 %340, 16
  %355 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %354
  %wide.load83.2 = load <8 x float>, ptr %355, align 4, !invariant.load !3, !alias.scope !281, !noalias !282
  %wide.load84.2 = load <8 x float>, ptr %331, align 4, !invariant.load !3, !alias.scope !283, !noalias !284
  %356 = fadd <8 x float> %wide.load83.2, %wide.load84.2
  %357 = fmul <8 x float> %broadcast.splat86.2, %356
  %358 = or disjoint i64 %.reass.2, 16
  %359 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %358
  store <8 x float> %357, ptr %359, align 4, !alias.scope !266, !noalias !268
  %360 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85.3 = insertelement <8 x float> poison, float %360, i64 0
  %broadcast.splat86.3 = shufflevector <8 x float> %broadcast.splatinsert85.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !285)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !287)
  %361 = or disjoint i64 %340, 24
  %362 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %361
  %wide.load83.3 = load <8 x float>, ptr %362, align 4, !invariant.load !3, !alias.scope !289, !noalias !290
  %wide.load84.3 = load <8 x float>, ptr %332, align 4, !invariant.load !3, !alias.scope !291, !noalias !292
  %363 = fadd <8 x float> %wide.load83.3, %wide.load84.3
  %364 = fmul <8 x float> %broadcast.splat86.3, %363
  %365 = or disjoint i64 %.reass.2, 24
  %366 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %365
  store <8 x float> %364, ptr %366, align 4, !alias.scope !266, !noalias !268
  %367 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85.4 = insertelement <8 x float> poison, float %367, i64 0
  %broadcast.splat86.4 = shufflevector <8 x float> %broadcast.splatinsert85.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !293)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !295)
  %368 = or disjoint i64 %340, 32
  %369 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %368
  %wide.load83.4 = load <8 x float>, ptr %369, align 4, !invariant.load !3, !alias.scope !297, !noalias !298
  %wide.load84.4 = load <8 x float>, ptr %333, align 4, !invariant.load !3, !alias.scope !299, !noalias !300
  %370 = fadd <8 x float> %wide.load83.4, %wide.load84.4
  %371 = fmul <8 x float> %broadcast.splat86.4, %370
  %372 = or disjoint i64 %.reass.2, 32
  %373 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %372
  store <8 x float> %371, ptr %373, align 4, !alias.scope !266, !noalias !268
  %374 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85.5 = insertelement <8 x float> poison, float %374, i64 0
  %broadcast.splat86.5 = shufflevector <8 x float> %broadcast.splatinsert85.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !303)
  %375 = or disjoint i64 %340, 40
  %376 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %375
  %wide.load83.5 = load <8 x float>, ptr %376, align 4, !invariant.load !3, !alias.scope !305, !noalias !306
  %wide.load84.5 = load <8 x float>, ptr %334, align 4, !invariant.load !3, !alias.scope !307, !noalias !308
  %377 = fadd <8 x float> %wide.load83.5, %wide.load84.5
  %378 = fmul <8 x float> %broadcast.splat86.5, %377
  %379 = or disjoint i64 %.reass.2, 40
  %380 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %379
  store <8 x float> %378, ptr %380, align 4, !alias.scope !266, !noalias !268
  %381 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85.6 = insertelement <8 x float> poison, float %381, i64 0
  %broadcast.splat86.6 = shufflevector <8 x float> %broadcast.splatinsert85.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !309)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !311)
  %382 = or disjoint i64 %340, 48
  %383 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %382
  %wide.load83.6 = load <8 x float>, ptr %383, align 4, !invariant.load !3, !alias.scope !313, !noalias !314
  %wide.load84.6 = load <8 x float>, ptr %335, align 4, !invariant.load !3, !alias.scope !315, !noalias !316
  %384 = fadd <8 x float> %wide.load83.6, %wide.load84.6
  %385 = fmul <8 x float> %broadcast.splat86.6, %384
  %386 = or disjoint i64 %.reass.2, 48
  %387 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %386
  store <8 x float> %385, ptr %387, align 4, !alias.scope !266, !noalias !268
  %388 = load float, ptr %8, align 4, !alias.scope !253, !noalias !10
  %broadcast.splatinsert85.7 = insertelement <8 x float> poison, float %388, i64 0
  %broadcast.splat86.7 = shufflevector <8 x float> %broadcast.splatinsert85.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !317)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !319)
  %389 = or disjoint i64 %340, 56
  %390 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %389
  %wide.load83.7 = load <8 x float>, ptr %390, align 4, !invariant.load !3, !alias.scope !321, !noalias !322
  %wide.load84.7 = load <8 x float>, ptr %336, align 4, !invariant.load !3, !alias.scope !323, !noalias !324
  %391 = fadd <8 x float> %wide.load83.7, %wide.load84.7
  %392 = fmul <8 x float> %broadcast.splat86.7, %391
  %393 = or disjoint i64 %.reass.2, 56
  %394 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %393
  store <8 x float> %392, ptr %394, align 4, !alias.scope !266, !noalias !268
  br label %middle.block88

scalar.ph79:                                      ; preds = %vector.memcheck61, %scalar.ph79
  %395 = phi i64 [ %475, %scalar.ph79 ], [ 0, %vector.memcheck61 ]
  %.val.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !258)
  %396 = add nuw nsw i64 %395, %340
  %397 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %396
  %398 = load float, ptr %397, align 4, !invariant.load !3, !alias.scope !258, !noalias !262
  %399 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %395
  %400 = load float, ptr %399, align 4, !invariant.load !3, !alias.scope !256, !noalias !265
  %401 = fadd float %398, %400
  %402 = fmul float %.val.2, %401
  %403 = add nuw nsw i64 %395, %.reass.2
  %404 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %403
  store float %402, ptr %404, align 4, !alias.scope !92, !noalias !93
  %405 = or disjoint i64 %395, 1
  %.val.2.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !325)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !327)
  %406 = add nuw nsw i64 %405, %340
  %407 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %406
  %408 = load float, ptr %407, align 4, !invariant.load !3, !alias.scope !327, !noalias !329
  %409 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %405
  %410 = load float, ptr %409, align 4, !invariant.load !3, !alias.scope !325, !noalias !330
  %411 = fadd float %408, %410
  %412 = fmul float %.val.2.1, %411
  %413 = add nuw nsw i64 %405, %.reass.2
  %414 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %413
  store float %412, ptr %414, align 4, !alias.scope !92, !noalias !93
  %415 = or disjoint i64 %395, 2
  %.val.2.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !331)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !333)
  %416 = add nuw nsw i64 %415, %340
  %417 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %416
  %418 = load float, ptr %417, align 4, !invariant.load !3, !alias.scope !333, !noalias !335
  %419 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %415
  %420 = load float, ptr %419, align 4, !invariant.load !3, !alias.scope !331, !noalias !336
  %421 = fadd float %418, %420
  %422 = fmul float %.val.2.2, %421
  %423 = add nuw nsw i64 %415, %.reass.2
  %424 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %423
  store float %422, ptr %424, align 4, !alias.scope !92, !noalias !93
  %425 = or disjoint i64 %395, 3
  %.val.2.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !337)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !339)
  %426 = add nuw nsw i64 %425, %340
  %427 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %426
  %428 = load float, ptr %427, align 4, !invariant.load !3, !alias.scope !339, !noalias !341
  %429 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %425
  %430 = load float, ptr %429, align 4, !invariant.load !3, !alias.scope !337, !noalias !342
  %431 = fadd float %428, %430
  %432 = fmul float %.val.2.3, %431
  %433 = add nuw nsw i64 %425, %.reass.2
  %434 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %433
  store float %432, ptr %434, align 4, !alias.scope !92, !noalias !93
  %435 = or disjoint i64 %395, 4
  %.val.2.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !343)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !345)
  %436 = add nuw nsw i64 %435, %340
  %437 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %436
  %438 = load float, ptr %437, align 4, !invariant.load !3, !alias.scope !345, !noalias !347
  %439 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %435
  %440 = load float, ptr %439, align 4, !invariant.load !3, !alias.scope !343, !noalias !348
  %441 = fadd float %438, %440
  %442 = fmul float %.val.2.4, %441
  %443 = add nuw nsw i64 %435, %.reass.2
  %444 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %443
  store float %442, ptr %444, align 4, !alias.scope !92, !noalias !93
  %445 = or disjoint i64 %395, 5
  %.val.2.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !349)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !351)
  %446 = add nuw nsw i64 %445, %340
  %447 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %446
  %448 = load float, ptr %447, align 4, !invariant.load !3, !alias.scope !351, !noalias !353
  %449 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %445
  %450 = load float, ptr %449, align 4, !invariant.load !3, !alias.scope !349, !noalias !354
  %451 = fadd float %448, %450
  %452 = fmul float %.val.2.5, %451
  %453 = add nuw nsw i64 %445, %.reass.2
  %454 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %453
  store float %452, ptr %454, align 4, !alias.scope !92, !noalias !93
  %455 = or disjoint i64 %395, 6
  %.val.2.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !355)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !357)
  %456 = add nuw nsw i64 %455, %340
  %457 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %456
  %458 = load float, ptr %457, align 4, !invariant.load !3, !alias.scope !357, !noalias !359
  %459 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %455
  %460 = load float, ptr %459, align 4, !invariant.load !3, !alias.scope !355, !noalias !360
  %461 = fadd float %458, %460
  %462 = fmul float %.val.2.6, %461
  %463 = add nuw nsw i64 %455, %.reass.2
  %464 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %463
  store float %462, ptr %464, align 4, !alias.scope !92, !noalias !93
  %465 = or disjoint i64 %395, 7
  %.val.2.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !361)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !363)
  %466 = add nuw nsw i64 %465, %340
  %467 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %466
  %468 = load float, ptr %467, align 4, !invariant.load !3, !alias.scope !363, !noalias !365
  %469 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %465
  %470 = load float, ptr %469, align 4, !invariant.load !3, !alias.scope !361, !noalias !366
  %471 = fadd float %468, %470
  %472 = fmul float %.val.2.7, %471
  %473 = add nuw nsw i64 %465, %.reass.2
  %474 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %473
  store float %472, ptr %474, align 4, !alias.scope !92, !noalias !93
  %475 = add nuw nsw i64 %395, 8
  %exitcond.2.not.7 = icmp eq i64 %475, 64
  br i1 %exitcond.2.not.7, label %middle.block88, label %scalar.ph79, !llvm.loop !367

middle.block88:                                   ; preds = %scalar.ph79, %vector.body81
  %476 = add nuw nsw i64 %337, 1
  %exitcond14.2.not = icmp eq i64 %476, 128
  br i1 %exitcond14.2.not, label %477, label %vector.memcheck61

477:                                              ; preds = %middle.block88
  %478 = or disjoint i64 %16, 49152
  %invariant.op.3 = or disjoint i64 %17, 49152
  %479 = shl nuw nsw i64 %13, 18
  %480 = or disjoint i64 %479, 196608
  %scevgep91 = getelementptr i8, ptr %10, i64 %480
  %481 = getelementptr i8, ptr %10, i64 %479
  %scevgep92 = getelementptr i8, ptr %481, i64 229376
  %scevgep93 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %scevgep94 = getelementptr i8, ptr %6, i64 %480
  %482 = getelementptr i8, ptr %6, i64 %479
  %scevgep95 = getelementptr i8, ptr %482, i64 261888
  %scevgep96 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound097 = icmp ult ptr %scevgep91, %scevgep93
  %bound198 = icmp ult ptr %8, %scevgep92
  %found.conflict99 = and i1 %bound097, %bound198
  %bound0100 = icmp ult ptr %scevgep91, %scevgep95
  %bound1101 = icmp ult ptr %scevgep94, %scevgep92
  %found.conflict102 = and i1 %bound0100, %bound1101
  %conflict.rdx103 = or i1 %found.conflict99, %found.conflict102
  %bound0104 = icmp ult ptr %scevgep91, %scevgep96
  %bound1105 = icmp ult ptr %4, %scevgep92
  %found.conflict106 = and i1 %bound0104, %bound1105
  %conflict.rdx107 = or i1 %conflict.rdx103, %found.conflict106
  %483 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %484 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %485 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %486 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %487 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %488 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %489 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck90

vector.memcheck90:                                ; preds = %middle.block117, %477
  %490 = phi i64 [ 0, %477 ], [ %629, %middle.block117 ]
  %491 = shl nuw nsw i64 %490, 6
  %.reass.3 = add nuw nsw i64 %491, %invariant.op.3
  %492 = shl nuw nsw i64 %490, 7
  %493 = add nuw nsw i64 %492, %478
  br i1 %conflict.rdx107, label %scalar.ph108, label %vector.body110

vector.body110:                                   ; preds = %vector.memcheck90
  %494 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114 = insertelement <8 x float> poison, float %494, i64 0
  %broadcast.splat115 = shufflevector <8 x float> %broadcast.splatinsert114, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !371)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !373)
  %495 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %493
  %wide.load112 = load <8 x float>, ptr %495, align 4, !invariant.load !3, !alias.scope !375, !noalias !377
  %wide.load113 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !378, !noalias !380
  %496 = fadd <8 x float> %wide.load112, %wide.load113
  %497 = fmul <8 x float> %broadcast.splat115, %496
  %498 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass.3
  store <8 x float> %497, ptr %498, align 4, !alias.scope !381, !noalias !383
  %499 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114.1 = insertelement <8 x float> poison, float %499, i64 0
  %broadcast.splat115.1 = shufflevector <8 x float> %broadcast.splatinsert114.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !384)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !386)
  %500 = or disjoint i64 %493, 8
  %501 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %500
  %wide.load112.1 = load <8 x float>, ptr %501, align 4, !invariant.load !3, !alias.scope !388, !noalias !389
  %wide.load113.1 = load <8 x float>, ptr %483, align 4, !invariant.load !3, !alias.scope !390, !noalias !391
  %502 = fadd <8 x float> %wide.load112.1, %wide.load113.1
  %503 = fmul <8 x float> %broadcast.splat115.1, %502
  %504 = or disjoint i64 %.reass.3, 8
  %505 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %504
  store <8 x float> %503, ptr %505, align 4, !alias.scope !381, !noalias !383
  %506 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114.2 = insertelement <8 x float> poison, float %506, i64 0
  %broadcast.splat115.2 = shufflevector <8 x float> %broadcast.splatinsert114.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !392)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !394)
  %507 = or disjoint i64 %493, 16
  %508 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %507
  %wide.load112.2 = load <8 x float>, ptr %508, align 4, !invariant.load !3, !alias.scope !396, !noalias !397
  %wide.load113.2 = load <8 x float>, ptr %484, align 4, !invariant.load !3, !alias.scope !398, !noalias !399
  %509 = fadd <8 x float> %wide.load112.2, %wide.load113.2
  %510 = fmul <8 x float> %broadcast.splat115.2, %509
  %511 = or disjoint i64 %.reass.3, 16
  %512 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %511
  store <8 x float> %510, ptr %512, align 4, !alias.scope !381, !noalias !383
  %513 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114.3 = insertelement <8 x float> poison, float %513, i64 0
  %broadcast.splat115.3 = shufflevector <8 x float> %broadcast.splatinsert114.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !400)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !402)
  %514 = or disjoint i64 %493, 24
  %515 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %514
  %wide.load112.3 = load <8 x float>, ptr %515, align 4, !invariant.load !3, !alias.scope !404, !noalias !405
  %wide.load113.3 = load <8 x float>, ptr %485, align 4, !invariant.load !3, !alias.scope !406, !noalias !407
  %516 = fadd <8 x float> %wide.load112.3, %wide.load113.3
  %517 = fmul <8 x float> %broadcast.splat115.3, %516
  %518 = or disjoint i64 %.reass.3, 24
  %519 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %518
  store <8 x float> %517, ptr %519, align 4, !alias.scope !381, !noalias !383
  %520 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114.4 = insertelement <8 x float> poison, float %520, i64 0
  %broadcast.splat115.4 = shufflevector <8 x float> %broadcast.splatinsert114.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !408)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !410)
  %521 = or disjoint i64 %493, 32
  %522 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %521
  %wide.load112.4 = load <8 x float>, ptr %522, align 4, !invariant.load !3, !alias.scope !412, !noalias !413
  %wide.load113.4 = load <8 x float>, ptr %486, align 4, !invariant.load !3, !alias.scope !414, !noalias !415
  %523 = fadd <8 x float> %wide.load112.4, %wide.load113.4
  %524 = fmul <8 x float> %broadcast.splat115.4, %523
  %525 = or disjoint i64 %.reass.3, 32
  %526 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %525
  store <8 x float> %524, ptr %526, align 4, !alias.scope !381, !noalias !383
  %527 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114.5 = insertelement <8 x float> poison, float %527, i64 0
  %broadcast.splat115.5 = shufflevector <8 x float> %broadcast.splatinsert114.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !416)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !418)
  %528 = or disjoint i64 %493, 40
  %529 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %528
  %wide.load112.5 = load <8 x float>, ptr %529, align 4, !invariant.load !3, !alias.scope !420, !noalias !421
  %wide.load113.5 = load <8 x float>, ptr %487, align 4, !invariant.load !3, !alias.scope !422, !noalias !423
  %530 = fadd <8 x float> %wide.load112.5, %wide.load113.5
  %531 = fmul <8 x float> %broadcast.splat115.5, %530
  %532 = or disjoint i64 %.reass.3, 40
  %533 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %532
  store <8 x float> %531, ptr %533, align 4, !alias.scope !381, !noalias !383
  %534 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114.6 = insertelement <8 x float> poison, float %534, i64 0
  %broadcast.splat115.6 = shufflevector <8 x float> %broadcast.splatinsert114.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !424)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !426)
  %535 = or disjoint i64 %493, 48
  %536 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %535
  %wide.load112.6 = load <8 x float>, ptr %536, align 4, !invariant.load !3, !alias.scope !428, !noalias !429
  %wide.load113.6 = load <8 x float>, ptr %488, align 4, !invariant.load !3, !alias.scope !430, !noalias !431
  %537 = fadd <8 x float> %wide.load112.6, %wide.load113.6
  %538 = fmul <8 x float> %broadcast.splat115.6, %537
  %539 = or disjoint i64 %.reass.3, 48
  %540 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %539
  store <8 x float> %538, ptr %540, align 4, !alias.scope !381, !noalias !383
  %541 = load float, ptr %8, align 4, !alias.scope !368, !noalias !10
  %broadcast.splatinsert114.7 = insertelement <8 x float> poison, float %541, i64 0
  %broadcast.splat115.7 = shufflevector <8 x float> %broadcast.splatinsert114.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !432)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !434)
  %542 = or disjoint i64 %493, 56
  %543 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %542
  %wide.load112.7 = load <8 x float>, ptr %543, align 4, !invariant.load !3, !alias.scope !436, !noalias !437
  %wide.load113.7 = load <8 x float>, ptr %489, align 4, !invariant.load !3, !alias.scope !438, !noalias !439
  %544 = fadd <8 x float> %wide.load112.7, %wide.load113.7
  %545 = fmul <8 x float> %broadcast.splat115.7, %544
  %546 = or disjoint i64 %.reass.3, 56
  %547 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %546
  store <8 x float> %545, ptr %547, align 4, !alias.scope !381, !noalias !383
  br label %middle.block117

scalar.ph108:                                     ; preds = %vector.memcheck90, %scalar.ph108
  %548 = phi i64 [ %628, %scalar.ph108 ], [ 0, %vector.memcheck90 ]
  %.val.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !371)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !373)
  %549 = add nuw nsw i64 %548, %493
  %550 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %549
  %551 = load float, ptr %550, align 4, !invariant.load !3, !alias.scope !373, !noalias !377
  %552 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %548
  %553 = load float, ptr %552, align 4, !invariant.load !3, !alias.scope !371, !noalias !380
  %554 = fadd float %551, %553
  %555 = fmul float %.val.3, %554
  %556 = add nuw nsw i64 %548, %.reass.3
  %557 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %556
  store float %555, ptr %557, align 4, !alias.scope !92, !noalias !93
  %558 = or disjoint i64 %548, 1
  %.val.3.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !442)
  %559 = add nuw nsw i64 %558, %493
  %560 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %559
  %561 = load float, ptr %560, align 4, !invariant.load !3, !alias.scope !442, !noalias !444
  %562 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %558
  %563 = load float, ptr %562, align 4, !invariant.load !3, !alias.scope !440, !noalias !445
  %564 = fadd float %561, %563
  %565 = fmul float %.val.3.1, %564
  %566 = add nuw nsw i64 %558, %.reass.3
  %567 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %566
  store float %565, ptr %567, align 4, !alias.scope !92, !noalias !93
  %568 = or disjoint i64 %548, 2
  %.val.3.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !446)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !448)
  %569 = add nuw nsw i64 %568, %493
  %570 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %569
  %571 = load float, ptr %570, align 4, !invariant.load !3, !alias.scope !448, !noalias !450
  %572 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %568
  %573 = load float, ptr %572, align 4, !invariant.load !3, !alias.scope !446, !noalias !451
  %574 = fadd float %571, %573
  %575 = fmul float %.val.3.2, %574
  %576 = add nuw nsw i64 %568, %.reass.3
  %577 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %576
  store float %575, ptr %577, align 4, !alias.scope !92, !noalias !93
  %578 = or disjoint i64 %548, 3
  %.val.3.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !452)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !454)
  %579 = add nuw nsw i64 %578, %493
  %580 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %579
  %581 = load float, ptr %580, align 4, !invariant.load !3, !alias.scope !454, !noalias !456
  %582 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %578
  %583 = load float, ptr %582, align 4, !invariant.load !3, !alias.scope !452, !noalias !457
  %584 = fadd float %581, %583
  %585 = fmul float %.val.3.3, %584
  %586 = add nuw nsw i64 %578, %.reass.3
  %587 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %586
  store float %585, ptr %587, align 4, !alias.scope !92, !noalias !93
  %588 = or disjoint i64 %548, 4
  %.val.3.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !458)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !460)
  %589 = add nuw nsw i64 %588, %493
  %590 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %589
  %591 = load float, ptr %590, align 4, !invariant.load !3, !alias.scope !460, !noalias !462
  %592 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %588
  %593 = load float, ptr %592, align 4, !invariant.load !3, !alias.scope !458, !noalias !463
  %594 = fadd float %591, %593
  %595 = fmul float %.val.3.4, %594
  %596 = add nuw nsw i64 %588, %.reass.3
  %597 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %596
  store float %595, ptr %597, align 4, !alias.scope !92, !noalias !93
  %598 = or disjoint i64 %548, 5
  %.val.3.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !464)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !466)
  %599 = add nuw nsw i64 %598, %493
  %600 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %599
  %601 = load float, ptr %600, align 4, !invariant.load !3, !alias.scope !466, !noalias !468
  %602 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %598
  %603 = load float, ptr %602, align 4, !invariant.load !3, !alias.scope !464, !noalias !469
  %604 = fadd float %601, %603
  %605 = fmul float %.val.3.5, %604
  %606 = add nuw nsw i64 %598, %.reass.3
  %607 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %606
  store float %605, ptr %607, align 4, !alias.scope !92, !noalias !93
  %608 = or disjoint i64 %548, 6
  %.val.3.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !470)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !472)
  %609 = add nuw nsw i64 %608, %493
  %610 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %609
  %611 = load float, ptr %610, align 4, !invariant.load !3, !alias.scope !472, !noalias !474
  %612 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %608
  %613 = load float, ptr %612, align 4, !invariant.load !3, !alias.scope !470, !noalias !475
  %614 = fadd float %611, %613
  %615 = fmul float %.val.3.6, %614
  %616 = add nuw nsw i64 %608, %.reass.3
  %617 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %616
  store float %615, ptr %617, align 4, !alias.scope !92, !noalias !93
  %618 = or disjoint i64 %548, 7
  %.val.3.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !476)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !478)
  %619 = add nuw nsw i64 %618, %493
  %620 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %619
  %621 = load float, ptr %620, align 4, !invariant.load !3, !alias.scope !478, !noalias !480
  %622 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %618
  %623 = load float, ptr %622, align 4, !invariant.load !3, !alias.scope !476, !noalias !481
  %624 = fadd float %621, %623
  %625 = fmul float %.val.3.7, %624
  %626 = add nuw nsw i64 %618, %.reass.3
  %627 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %626
  store float %625, ptr %627, align 4, !alias.scope !92, !noalias !93
  %628 = add nuw nsw i64 %548, 8
  %exitcond.3.not.7 = icmp eq i64 %628, 64
  br i1 %exitcond.3.not.7, label %middle.block117, label %scalar.ph108, !llvm.loop !482

middle.block117:                                  ; preds = %scalar.ph108, %vector.body110
  %629 = add nuw nsw i64 %490, 1
  %exitcond14.3.not = icmp eq i64 %629, 128
  br i1 %exitcond14.3.not, label %.preheader, label %vector.memcheck90

.preheader:                                       ; preds = %middle.block117
  %invariant.op13 = or disjoint i64 %17, 8192
  %630 = shl nuw nsw i64 %13, 18
  %631 = getelementptr i8, ptr %10, i64 %630
  %scevgep120 = getelementptr i8, ptr %631, i64 32768
  %632 = or disjoint i64 %630, 65536
  %scevgep121 = getelementptr i8, ptr %10, i64 %632
  %scevgep122 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %633 = getelementptr i8, ptr %6, i64 %630
  %scevgep123 = getelementptr i8, ptr %633, i64 256
  %scevgep124 = getelementptr i8, ptr %6, i64 %632
  %scevgep125 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep126 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0127 = icmp ult ptr %scevgep120, %scevgep122
  %bound1128 = icmp ult ptr %8, %scevgep121
  %found.conflict129 = and i1 %bound0127, %bound1128
  %bound0130 = icmp ult ptr %scevgep120, %scevgep124
  %bound1131 = icmp ult ptr %scevgep123, %scevgep121
  %found.conflict132 = and i1 %bound0130, %bound1131
  %conflict.rdx133 = or i1 %found.conflict129, %found.conflict132
  %bound0134 = icmp ult ptr %scevgep120, %scevgep126
  %bound1135 = icmp ult ptr %scevgep125, %scevgep121
  %found.conflict136 = and i1 %bound0134, %bound1135
  %conflict.rdx137 = or i1 %conflict.rdx133, %found.conflict136
  %634 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %635 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %636 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %637 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %638 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %639 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %640 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %641 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck119

vector.memcheck119:                               ; preds = %.preheader, %middle.block147
  %642 = phi i64 [ 0, %.preheader ], [ %782, %middle.block147 ]
  %643 = shl nuw nsw i64 %642, 6
  %644 = shl nuw nsw i64 %642, 7
  %645 = add nuw nsw i64 %644, %18
  %invariant.op8.reass = add nuw nsw i64 %643, %invariant.op13
  br i1 %conflict.rdx137, label %scalar.ph138, label %vector.body140

vector.body140:                                   ; preds = %vector.memcheck119
  %646 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144 = insertelement <8 x float> poison, float %646, i64 0
  %broadcast.splat145 = shufflevector <8 x float> %broadcast.splatinsert144, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !486)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !489)
  %647 = or disjoint i64 %645, 64
  %648 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %647
  %wide.load142 = load <8 x float>, ptr %648, align 4, !invariant.load !3, !alias.scope !491, !noalias !493
  %wide.load143 = load <8 x float>, ptr %634, align 4, !invariant.load !3, !alias.scope !496, !noalias !498
  %649 = fadd <8 x float> %wide.load142, %wide.load143
  %650 = fmul <8 x float> %broadcast.splat145, %649
  %651 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %invariant.op8.reass
  store <8 x float> %650, ptr %651, align 4, !alias.scope !499, !noalias !501
  %652 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144.1 = insertelement <8 x float> poison, float %652, i64 0
  %broadcast.splat145.1 = shufflevector <8 x float> %broadcast.splatinsert144.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !502)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !504)
  %653 = or disjoint i64 %645, 72
  %654 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %653
  %wide.load142.1 = load <8 x float>, ptr %654, align 4, !invariant.load !3, !alias.scope !506, !noalias !507
  %wide.load143.1 = load <8 x float>, ptr %635, align 4, !invariant.load !3, !alias.scope !508, !noalias !509
  %655 = fadd <8 x float> %wide.load142.1, %wide.load143.1
  %656 = fmul <8 x float> %broadcast.splat145.1, %655
  %657 = or disjoint i64 %invariant.op8.reass, 8
  %658 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %657
  store <8 x float> %656, ptr %658, align 4, !alias.scope !499, !noalias !501
  %659 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144.2 = insertelement <8 x float> poison, float %659, i64 0
  %broadcast.splat145.2 = shufflevector <8 x float> %broadcast.splatinsert144.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !510)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !512)
  %660 = or disjoint i64 %645, 80
  %661 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %660
  %wide.load142.2 = load <8 x float>, ptr %661, align 4, !invariant.load !3, !alias.scope !514, !noalias !515
  %wide.load143.2 = load <8 x float>, ptr %636, align 4, !invariant.load !3, !alias.scope !516, !noalias !517
  %662 = fadd <8 x float> %wide.load142.2, %wide.load143.2
  %663 = fmul <8 x float> %broadcast.splat145.2, %662
  %664 = or disjoint i64 %invariant.op8.reass, 16
  %665 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %664
  store <8 x float> %663, ptr %665, align 4, !alias.scope !499, !noalias !501
  %666 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144.3 = insertelement <8 x float> poison, float %666, i64 0
  %broadcast.splat145.3 = shufflevector <8 x float> %broadcast.splatinsert144.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !518)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !520)
  %667 = or disjoint i64 %645, 88
  %668 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %667
  %wide.load142.3 = load <8 x float>, ptr %668, align 4, !invariant.load !3, !alias.scope !522, !noalias !523
  %wide.load143.3 = load <8 x float>, ptr %637, align 4, !invariant.load !3, !alias.scope !524, !noalias !525
  %669 = fadd <8 x float> %wide.load142.3, %wide.load143.3
  %670 = fmul <8 x float> %broadcast.splat145.3, %669
  %671 = or disjoint i64 %invariant.op8.reass, 24
  %672 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %671
  store <8 x float> %670, ptr %672, align 4, !alias.scope !499, !noalias !501
  %673 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144.4 = insertelement <8 x float> poison, float %673, i64 0
  %broadcast.splat145.4 = shufflevector <8 x float> %broadcast.splatinsert144.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !526)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !528)
  %674 = or disjoint i64 %645, 96
  %675 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %674
  %wide.load142.4 = load <8 x float>, ptr %675, align 4, !invariant.load !3, !alias.scope !530, !noalias !531
  %wide.load143.4 = load <8 x float>, ptr %638, align 4, !invariant.load !3, !alias.scope !532, !noalias !533
  %676 = fadd <8 x float> %wide.load142.4, %wide.load143.4
  %677 = fmul <8 x float> %broadcast.splat145.4, %676
  %678 = or disjoint i64 %invariant.op8.reass, 32
  %679 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %678
  store <8 x float> %677, ptr %679, align 4, !alias.scope !499, !noalias !501
  %680 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144.5 = insertelement <8 x float> poison, float %680, i64 0
  %broadcast.splat145.5 = shufflevector <8 x float> %broadcast.splatinsert144.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !534)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !536)
  %681 = or disjoint i64 %645, 104
  %682 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %681
  %wide.load142.5 = load <8 x float>, ptr %682, align 4, !invariant.load !3, !alias.scope !538, !noalias !539
  %wide.load143.5 = load <8 x float>, ptr %639, align 4, !invariant.load !3, !alias.scope !540, !noalias !541
  %683 = fadd <8 x float> %wide.load142.5, %wide.load143.5
  %684 = fmul <8 x float> %broadcast.splat145.5, %683
  %685 = or disjoint i64 %invariant.op8.reass, 40
  %686 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %685
  store <8 x float> %684, ptr %686, align 4, !alias.scope !499, !noalias !501
  %687 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144.6 = insertelement <8 x float> poison, float %687, i64 0
  %broadcast.splat145.6 = shufflevector <8 x float> %broadcast.splatinsert144.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !542)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !544)
  %688 = or disjoint i64 %645, 112
  %689 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %688
  %wide.load142.6 = load <8 x float>, ptr %689, align 4, !invariant.load !3, !alias.scope !546, !noalias !547
  %wide.load143.6 = load <8 x float>, ptr %640, align 4, !invariant.load !3, !alias.scope !548, !noalias !549
  %690 = fadd <8 x float> %wide.load142.6, %wide.load143.6
  %691 = fmul <8 x float> %broadcast.splat145.6, %690
  %692 = or disjoint i64 %invariant.op8.reass, 48
  %693 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %692
  store <8 x float> %691, ptr %693, align 4, !alias.scope !499, !noalias !501
  %694 = load float, ptr %8, align 4, !alias.scope !483, !noalias !10
  %broadcast.splatinsert144.7 = insertelement <8 x float> poison, float %694, i64 0
  %broadcast.splat145.7 = shufflevector <8 x float> %broadcast.splatinsert144.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !550)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !552)
  %695 = or disjoint i64 %645, 120
  %696 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %695
  %wide.load142.7 = load <8 x float>, ptr %696, align 4, !invariant.load !3, !alias.scope !554, !noalias !555
  %wide.load143.7 = load <8 x float>, ptr %641, align 4, !invariant.load !3, !alias.scope !556, !noalias !557
  %697 = fadd <8 x float> %wide.load142.7, %wide.load143.7
  %698 = fmul <8 x float> %broadcast.splat145.7, %697
  %699 = or disjoint i64 %invariant.op8.reass, 56
  %700 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %699
  store <8 x float> %698, ptr %700, align 4, !alias.scope !499, !noalias !501
  br label %middle.block147

scalar.ph138:                                     ; preds = %vector.memcheck119, %scalar.ph138
  %701 = phi i64 [ %781, %scalar.ph138 ], [ 0, %vector.memcheck119 ]
  %702 = or disjoint i64 %701, 64
  %.val7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !486)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !489)
  %703 = add nuw nsw i64 %702, %645
  %704 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %703
  %705 = load float, ptr %704, align 4, !invariant.load !3, !alias.scope !489, !noalias !493
  %706 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %702
  %707 = load float, ptr %706, align 4, !invariant.load !3, !alias.scope !486, !noalias !498
  %708 = fadd float %705, %707
  %709 = fmul float %.val7, %708
  %.reass9 = add nuw nsw i64 %701, %invariant.op8.reass
  %710 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9
  store float %709, ptr %710, align 4, !alias.scope !558, !noalias !93
  %711 = or disjoint i64 %701, 1
  %712 = or i64 %701, 65
  %.val7.1257 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !559)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !561)
  %713 = add nuw nsw i64 %712, %645
  %714 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %713
  %715 = load float, ptr %714, align 4, !invariant.load !3, !alias.scope !561, !noalias !563
  %716 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %712
  %717 = load float, ptr %716, align 4, !invariant.load !3, !alias.scope !559, !noalias !564
  %718 = fadd float %715, %717
  %719 = fmul float %.val7.1257, %718
  %.reass9.1258 = add nuw nsw i64 %711, %invariant.op8.reass
  %720 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1258
  store float %719, ptr %720, align 4, !alias.scope !558, !noalias !93
  %721 = or disjoint i64 %701, 2
  %722 = or i64 %701, 66
  %.val7.2259 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !565)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !567)
  %723 = add nuw nsw i64 %722, %645
  %724 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %723
  %725 = load float, ptr %724, align 4, !invariant.load !3, !alias.scope !567, !noalias !569
  %726 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %722
  %727 = load float, ptr %726, align 4, !invariant.load !3, !alias.scope !565, !noalias !570
  %728 = fadd float %725, %727
  %729 = fmul float %.val7.2259, %728
  %.reass9.2260 = add nuw nsw i64 %721, %invariant.op8.reass
  %730 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2260
  store float %729, ptr %730, align 4, !alias.scope !558, !noalias !93
  %731 = or disjoint i64 %701, 3
  %732 = or i64 %701, 67
  %.val7.3261 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !571)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !573)
  %733 = add nuw nsw i64 %732, %645
  %734 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %733
  %735 = load float, ptr %734, align 4, !invariant.load !3, !alias.scope !573, !noalias !575
  %736 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %732
  %737 = load float, ptr %736, align 4, !invariant.load !3, !alias.scope !571, !noalias !576
  %738 = fadd float %735, %737
  %739 = fmul float %.val7.3261, %738
  %.reass9.3262 = add nuw nsw i64 %731, %invariant.op8.reass
  %740 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3262
  store float %739, ptr %740, align 4, !alias.scope !558, !noalias !93
  %741 = or disjoint i64 %701, 4
  %742 = or i64 %701, 68
  %.val7.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !577)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !579)
  %743 = add nuw nsw i64 %742, %645
  %744 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %743
  %745 = load float, ptr %744, align 4, !invariant.load !3, !alias.scope !579, !noalias !581
  %746 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %742
  %747 = load float, ptr %746, align 4, !invariant.load !3, !alias.scope !577, !noalias !582
  %748 = fadd float %745, %747
  %749 = fmul float %.val7.4, %748
  %.reass9.4 = add nuw nsw i64 %741, %invariant.op8.reass
  %750 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.4
  store float %749, ptr %750, align 4, !alias.scope !558, !noalias !93
  %751 = or disjoint i64 %701, 5
  %752 = or i64 %701, 69
  %.val7.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !583)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !585)
  %753 = add nuw nsw i64 %752, %645
  %754 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %753
  %755 = load float, ptr %754, align 4, !invariant.load !3, !alias.scope !585, !noalias !587
  %756 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %752
  %757 = load float, ptr %756, align 4, !invariant.load !3, !alias.scope !583, !noalias !588
  %758 = fadd float %755, %757
  %759 = fmul float %.val7.5, %758
  %.reass9.5 = add nuw nsw i64 %751, %invariant.op8.reass
  %760 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.5
  store float %759, ptr %760, align 4, !alias.scope !558, !noalias !93
  %761 = or disjoint i64 %701, 6
  %762 = or i64 %701, 70
  %.val7.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !589)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !591)
  %763 = add nuw nsw i64 %762, %645
  %764 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %763
  %765 = load float, ptr %764, align 4, !invariant.load !3, !alias.scope !591, !noalias !593
  %766 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %762
  %767 = load float, ptr %766, align 4, !invariant.load !3, !alias.scope !589, !noalias !594
  %768 = fadd float %765, %767
  %769 = fmul float %.val7.6, %768
  %.reass9.6 = add nuw nsw i64 %761, %invariant.op8.reass
  %770 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.6
  store float %769, ptr %770, align 4, !alias.scope !558, !noalias !93
  %771 = or disjoint i64 %701, 7
  %772 = or i64 %701, 71
  %.val7.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !595)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !597)
  %773 = add nuw nsw i64 %772, %645
  %774 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %773
  %775 = load float, ptr %774, align 4, !invariant.load !3, !alias.scope !597, !noalias !599
  %776 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %772
  %777 = load float, ptr %776, align 4, !invariant.load !3, !alias.scope !595, !noalias !600
  %778 = fadd float %775, %777
  %779 = fmul float %.val7.7, %778
  %.reass9.7 = add nuw nsw i64 %771, %invariant.op8.reass
  %780 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.7
  store float %779, ptr %780, align 4, !alias.scope !558, !noalias !93
  %781 = add nuw nsw i64 %701, 8
  %exitcond16.not.7 = icmp eq i64 %781, 64
  br i1 %exitcond16.not.7, label %middle.block147, label %scalar.ph138, !llvm.loop !601

middle.block147:                                  ; preds = %scalar.ph138, %vector.body140
  %782 = add nuw nsw i64 %642, 1
  %exitcond17.not = icmp eq i64 %782, 128
  br i1 %exitcond17.not, label %783, label %vector.memcheck119

783:                                              ; preds = %middle.block147
  %invariant.op12.reass.1 = or disjoint i64 %17, 24576
  %784 = shl nuw nsw i64 %13, 18
  %785 = getelementptr i8, ptr %10, i64 %784
  %scevgep150 = getelementptr i8, ptr %785, i64 98304
  %786 = or disjoint i64 %784, 131072
  %scevgep151 = getelementptr i8, ptr %10, i64 %786
  %scevgep152 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %787 = getelementptr i8, ptr %6, i64 %784
  %scevgep153 = getelementptr i8, ptr %787, i64 65792
  %scevgep154 = getelementptr i8, ptr %6, i64 %786
  %scevgep155 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep156 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0157 = icmp ult ptr %scevgep150, %scevgep152
  %bound1158 = icmp ult ptr %8, %scevgep151
  %found.conflict159 = and i1 %bound0157, %bound1158
  %bound0160 = icmp ult ptr %scevgep150, %scevgep154
  %bound1161 = icmp ult ptr %scevgep153, %scevgep151
  %found.conflict162 = and i1 %bound0160, %bound1161
  %conflict.rdx163 = or i1 %found.conflict159, %found.conflict162
  %bound0164 = icmp ult ptr %scevgep150, %scevgep156
  %bound1165 = icmp ult ptr %scevgep155, %scevgep151
  %found.conflict166 = and i1 %bound0164, %bound1165
  %conflict.rdx167 = or i1 %conflict.rdx163, %found.conflict166
  %788 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %789 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %790 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %791 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %792 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %793 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %794 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %795 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck149

vector.memcheck149:                               ; preds = %middle.block177, %783
  %796 = phi i64 [ 0, %783 ], [ %936, %middle.block177 ]
  %797 = shl nuw nsw i64 %796, 6
  %798 = shl nuw nsw i64 %796, 7
  %799 = add nuw nsw i64 %798, %171
  %invariant.op8.reass.1 = add nuw nsw i64 %797, %invariant.op12.reass.1
  br i1 %conflict.rdx167, label %scalar.ph168, label %vector.body170

vector.body170:                                   ; preds = %vector.memcheck149
  %800 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174 = insertelement <8 x float> poison, float %800, i64 0
  %broadcast.splat175 = shufflevector <8 x float> %broadcast.splatinsert174, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !605)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !607)
  %801 = or disjoint i64 %799, 64
  %802 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %801
  %wide.load172 = load <8 x float>, ptr %802, align 4, !invariant.load !3, !alias.scope !609, !noalias !611
  %wide.load173 = load <8 x float>, ptr %788, align 4, !invariant.load !3, !alias.scope !612, !noalias !614
  %803 = fadd <8 x float> %wide.load172, %wide.load173
  %804 = fmul <8 x float> %broadcast.splat175, %803
  %805 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %invariant.op8.reass.1
  store <8 x float> %804, ptr %805, align 4, !alias.scope !615, !noalias !617
  %806 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174.1 = insertelement <8 x float> poison, float %806, i64 0
  %broadcast.splat175.1 = shufflevector <8 x float> %broadcast.splatinsert174.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !618)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !620)
  %807 = or disjoint i64 %799, 72
  %808 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %807
  %wide.load172.1 = load <8 x float>, ptr %808, align 4, !invariant.load !3, !alias.scope !622, !noalias !623
  %wide.load173.1 = load <8 x float>, ptr %789, align 4, !invariant.load !3, !alias.scope !624, !noalias !625
  %809 = fadd <8 x float> %wide.load172.1, %wide.load173.1
  %810 = fmul <8 x float> %broadcast.splat175.1, %809
  %811 = or disjoint i64 %invariant.op8.reass.1, 8
  %812 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %811
  store <8 x float> %810, ptr %812, align 4, !alias.scope !615, !noalias !617
  %813 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174.2 = insertelement <8 x float> poison, float %813, i64 0
  %broadcast.splat175.2 = shufflevector <8 x float> %broadcast.splatinsert174.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !626)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !628)
  %814 = or disjoint i64 %799, 80
  %815 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %814
  %wide.load172.2 = load <8 x float>, ptr %815, align 4, !invariant.load !3, !alias.scope !630, !noalias !631
  %wide.load173.2 = load <8 x float>, ptr %790, align 4, !invariant.load !3, !alias.scope !632, !noalias !633
  %816 = fadd <8 x float> %wide.load172.2, %wide.load173.2
  %817 = fmul <8 x float> %broadcast.splat175.2, %816
  %818 = or disjoint i64 %invariant.op8.reass.1, 16
  %819 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %818
  store <8 x float> %817, ptr %819, align 4, !alias.scope !615, !noalias !617
  %820 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174.3 = insertelement <8 x float> poison, float %820, i64 0
  %broadcast.splat175.3 = shufflevector <8 x float> %broadcast.splatinsert174.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !634)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !636)
  %821 = or disjoint i64 %799, 88
  %822 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %821
  %wide.load172.3 = load <8 x float>, ptr %822, align 4, !invariant.load !3, !alias.scope !638, !noalias !639
  %wide.load173.3 = load <8 x float>, ptr %791, align 4, !invariant.load !3, !alias.scope !640, !noalias !641
  %823 = fadd <8 x float> %wide.load172.3, %wide.load173.3
  %824 = fmul <8 x float> %broadcast.splat175.3, %823
  %825 = or disjoint i64 %invariant.op8.reass.1, 24
  %826 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %825
  store <8 x float> %824, ptr %826, align 4, !alias.scope !615, !noalias !617
  %827 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174.4 = insertelement <8 x float> poison, float %827, i64 0
  %broadcast.splat175.4 = shufflevector <8 x float> %broadcast.splatinsert174.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !642)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !644)
  %828 = or disjoint i64 %799, 96
  %829 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %828
  %wide.load172.4 = load <8 x float>, ptr %829, align 4, !invariant.load !3, !alias.scope !646, !noalias !647
  %wide.load173.4 = load <8 x float>, ptr %792, align 4, !invariant.load !3, !alias.scope !648, !noalias !649
  %830 = fadd <8 x float> %wide.load172.4, %wide.load173.4
  %831 = fmul <8 x float> %broadcast.splat175.4, %830
  %832 = or disjoint i64 %invariant.op8.reass.1, 32
  %833 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %832
  store <8 x float> %831, ptr %833, align 4, !alias.scope !615, !noalias !617
  %834 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174.5 = insertelement <8 x float> poison, float %834, i64 0
  %broadcast.splat175.5 = shufflevector <8 x float> %broadcast.splatinsert174.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !650)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !652)
  %835 = or disjoint i64 %799, 104
  %836 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %835
  %wide.load172.5 = load <8 x float>, ptr %836, align 4, !invariant.load !3, !alias.scope !654, !noalias !655
  %wide.load173.5 = load <8 x float>, ptr %793, align 4, !invariant.load !3, !alias.scope !656, !noalias !657
  %837 = fadd <8 x float> %wide.load172.5, %wide.load173.5
  %838 = fmul <8 x float> %broadcast.splat175.5, %837
  %839 = or disjoint i64 %invariant.op8.reass.1, 40
  %840 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %839
  store <8 x float> %838, ptr %840, align 4, !alias.scope !615, !noalias !617
  %841 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174.6 = insertelement <8 x float> poison, float %841, i64 0
  %broadcast.splat175.6 = shufflevector <8 x float> %broadcast.splatinsert174.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !658)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !660)
  %842 = or disjoint i64 %799, 112
  %843 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %842
  %wide.load172.6 = load <8 x float>, ptr %843, align 4, !invariant.load !3, !alias.scope !662, !noalias !663
  %wide.load173.6 = load <8 x float>, ptr %794, align 4, !invariant.load !3, !alias.scope !664, !noalias !665
  %844 = fadd <8 x float> %wide.load172.6, %wide.load173.6
  %845 = fmul <8 x float> %broadcast.splat175.6, %844
  %846 = or disjoint i64 %invariant.op8.reass.1, 48
  %847 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %846
  store <8 x float> %845, ptr %847, align 4, !alias.scope !615, !noalias !617
  %848 = load float, ptr %8, align 4, !alias.scope !602, !noalias !10
  %broadcast.splatinsert174.7 = insertelement <8 x float> poison, float %848, i64 0
  %broadcast.splat175.7 = shufflevector <8 x float> %broadcast.splatinsert174.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !666)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !668)
  %849 = or disjoint i64 %799, 120
  %850 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %849
  %wide.load172.7 = load <8 x float>, ptr %850, align 4, !invariant.load !3, !alias.scope !670, !noalias !671
  %wide.load173.7 = load <8 x float>, ptr %795, align 4, !invariant.load !3, !alias.scope !672, !noalias !673
  %851 = fadd <8 x float> %wide.load172.7, %wide.load173.7
  %852 = fmul <8 x float> %broadcast.splat175.7, %851
  %853 = or disjoint i64 %invariant.op8.reass.1, 56
  %854 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %853
  store <8 x float> %852, ptr %854, align 4, !alias.scope !615, !noalias !617
  br label %middle.block177

scalar.ph168:                                     ; preds = %vector.memcheck149, %scalar.ph168
  %855 = phi i64 [ %935, %scalar.ph168 ], [ 0, %vector.memcheck149 ]
  %856 = or disjoint i64 %855, 64
  %.val7.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !605)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !607)
  %857 = add nuw nsw i64 %856, %799
  %858 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %857
  %859 = load float, ptr %858, align 4, !invariant.load !3, !alias.scope !607, !noalias !611
  %860 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %856
  %861 = load float, ptr %860, align 4, !invariant.load !3, !alias.scope !605, !noalias !614
  %862 = fadd float %859, %861
  %863 = fmul float %.val7.1, %862
  %.reass9.1 = add nuw nsw i64 %855, %invariant.op8.reass.1
  %864 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1
  store float %863, ptr %864, align 4, !alias.scope !558, !noalias !93
  %865 = or disjoint i64 %855, 1
  %866 = or i64 %855, 65
  %.val7.1.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !674)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !676)
  %867 = add nuw nsw i64 %866, %799
  %868 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %867
  %869 = load float, ptr %868, align 4, !invariant.load !3, !alias.scope !676, !noalias !678
  %870 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %866
  %871 = load float, ptr %870, align 4, !invariant.load !3, !alias.scope !674, !noalias !679
  %872 = fadd float %869, %871
  %873 = fmul float %.val7.1.1, %872
  %.reass9.1.1 = add nuw nsw i64 %865, %invariant.op8.reass.1
  %874 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1.1
  store float %873, ptr %874, align 4, !alias.scope !558, !noalias !93
  %875 = or disjoint i64 %855, 2
  %876 = or i64 %855, 66
  %.val7.1.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !680)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !682)
  %877 = add nuw nsw i64 %876, %799
  %878 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %877
  %879 = load float, ptr %878, align 4, !invariant.load !3, !alias.scope !682, !noalias !684
  %880 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %876
  %881 = load float, ptr %880, align 4, !invariant.load !3, !alias.scope !680, !noalias !685
  %882 = fadd float %879, %881
  %883 = fmul float %.val7.1.2, %882
  %.reass9.1.2 = add nuw nsw i64 %875, %invariant.op8.reass.1
  %884 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1.2
  store float %883, ptr %884, align 4, !alias.scope !558, !noalias !93
  %885 = or disjoint i64 %855, 3
  %886 = or i64 %855, 67
  %.val7.1.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !686)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !688)
  %887 = add nuw nsw i64 %886, %799
  %888 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %887
  %889 = load float, ptr %888, align 4, !invariant.load !3, !alias.scope !688, !noalias !690
  %890 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %886
  %891 = load float, ptr %890, align 4, !invariant.load !3, !alias.scope !686, !noalias !691
  %892 = fadd float %889, %891
  %893 = fmul float %.val7.1.3, %892
  %.reass9.1.3 = add nuw nsw i64 %885, %invariant.op8.reass.1
  %894 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1.3
  store float %893, ptr %894, align 4, !alias.scope !558, !noalias !93
  %895 = or disjoint i64 %855, 4
  %896 = or i64 %855, 68
  %.val7.1.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !692)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !694)
  %897 = add nuw nsw i64 %896, %799
  %898 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %897
  %899 = load float, ptr %898, align 4, !invariant.load !3, !alias.scope !694, !noalias !696
  %900 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %896
  %901 = load float, ptr %900, align 4, !invariant.load !3, !alias.scope !692, !noalias !697
  %902 = fadd float %899, %901
  %903 = fmul float %.val7.1.4, %902
  %.reass9.1.4 = add nuw nsw i64 %895, %invariant.op8.reass.1
  %904 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1.4
  store float %903, ptr %904, align 4, !alias.scope !558, !noalias !93
  %905 = or disjoint i64 %855, 5
  %906 = or i64 %855, 69
  %.val7.1.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !698)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !700)
  %907 = add nuw nsw i64 %906, %799
  %908 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %907
  %909 = load float, ptr %908, align 4, !invariant.load !3, !alias.scope !700, !noalias !702
  %910 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %906
  %911 = load float, ptr %910, align 4, !invariant.load !3, !alias.scope !698, !noalias !703
  %912 = fadd float %909, %911
  %913 = fmul float %.val7.1.5, %912
  %.reass9.1.5 = add nuw nsw i64 %905, %invariant.op8.reass.1
  %914 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1.5
  store float %913, ptr %914, align 4, !alias.scope !558, !noalias !93
  %915 = or disjoint i64 %855, 6
  %916 = or i64 %855, 70
  %.val7.1.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !704)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !706)
  %917 = add nuw nsw i64 %916, %799
  %918 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %917
  %919 = load float, ptr %918, align 4, !invariant.load !3, !alias.scope !706, !noalias !708
  %920 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %916
  %921 = load float, ptr %920, align 4, !invariant.load !3, !alias.scope !704, !noalias !709
  %922 = fadd float %919, %921
  %923 = fmul float %.val7.1.6, %922
  %.reass9.1.6 = add nuw nsw i64 %915, %invariant.op8.reass.1
  %924 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1.6
  store float %923, ptr %924, align 4, !alias.scope !558, !noalias !93
  %925 = or disjoint i64 %855, 7
  %926 = or i64 %855, 71
  %.val7.1.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !710)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !712)
  %927 = add nuw nsw i64 %926, %799
  %928 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %927
  %929 = load float, ptr %928, align 4, !invariant.load !3, !alias.scope !712, !noalias !714
  %930 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %926
  %931 = load float, ptr %930, align 4, !invariant.load !3, !alias.scope !710, !noalias !715
  %932 = fadd float %929, %931
  %933 = fmul float %.val7.1.7, %932
  %.reass9.1.7 = add nuw nsw i64 %925, %invariant.op8.reass.1
  %934 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.1.7
  store float %933, ptr %934, align 4, !alias.scope !558, !noalias !93
  %935 = add nuw nsw i64 %855, 8
  %exitcond16.1.not.7 = icmp eq i64 %935, 64
  br i1 %exitcond16.1.not.7, label %middle.block177, label %scalar.ph168, !llvm.loop !716

middle.block177:                                  ; preds = %scalar.ph168, %vector.body170
  %936 = add nuw nsw i64 %796, 1
  %exitcond17.1.not = icmp eq i64 %936, 128
  br i1 %exitcond17.1.not, label %937, label %vector.memcheck149

937:                                              ; preds = %middle.block177
  %invariant.op12.reass.2 = or disjoint i64 %17, 40960
  %938 = shl nuw nsw i64 %13, 18
  %939 = getelementptr i8, ptr %10, i64 %938
  %scevgep180 = getelementptr i8, ptr %939, i64 163840
  %940 = or disjoint i64 %938, 196608
  %scevgep181 = getelementptr i8, ptr %10, i64 %940
  %scevgep182 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %941 = getelementptr i8, ptr %6, i64 %938
  %scevgep183 = getelementptr i8, ptr %941, i64 131328
  %scevgep184 = getelementptr i8, ptr %6, i64 %940
  %scevgep185 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep186 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0187 = icmp ult ptr %scevgep180, %scevgep182
  %bound1188 = icmp ult ptr %8, %scevgep181
  %found.conflict189 = and i1 %bound0187, %bound1188
  %bound0190 = icmp ult ptr %scevgep180, %scevgep184
  %bound1191 = icmp ult ptr %scevgep183, %scevgep181
  %found.conflict192 = and i1 %bound0190, %bound1191
  %conflict.rdx193 = or i1 %found.conflict189, %found.conflict192
  %bound0194 = icmp ult ptr %scevgep180, %scevgep186
  %bound1195 = icmp ult ptr %scevgep185, %scevgep181
  %found.conflict196 = and i1 %bound0194, %bound1195
  %conflict.rdx197 = or i1 %conflict.rdx193, %found.conflict196
  %942 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %943 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %944 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %945 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %946 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %947 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %948 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %949 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck179

vector.memcheck179:                               ; preds = %middle.block207, %937
  %950 = phi i64 [ 0, %937 ], [ %1090, %middle.block207 ]
  %951 = shl nuw nsw i64 %950, 6
  %952 = shl nuw nsw i64 %950, 7
  %953 = add nuw nsw i64 %952, %325
  %invariant.op8.reass.2 = add nuw nsw i64 %951, %invariant.op12.reass.2
  br i1 %conflict.rdx197, label %scalar.ph198, label %vector.body200

vector.body200:                                   ; preds = %vector.memcheck179
  %954 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204 = insertelement <8 x float> poison, float %954, i64 0
  %broadcast.splat205 = shufflevector <8 x float> %broadcast.splatinsert204, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !720)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !722)
  %955 = or disjoint i64 %953, 64
  %956 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %955
  %wide.load202 = load <8 x float>, ptr %956, align 4, !invariant.load !3, !alias.scope !724, !noalias !726
  %wide.load203 = load <8 x float>, ptr %942, align 4, !invariant.load !3, !alias.scope !727, !noalias !729
  %957 = fadd <8 x float> %wide.load202, %wide.load203
  %958 = fmul <8 x float> %broadcast.splat205, %957
  %959 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %invariant.op8.reass.2
  store <8 x float> %958, ptr %959, align 4, !alias.scope !730, !noalias !732
  %960 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204.1 = insertelement <8 x float> poison, float %960, i64 0
  %broadcast.splat205.1 = shufflevector <8 x float> %broadcast.splatinsert204.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !733)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !735)
  %961 = or disjoint i64 %953, 72
  %962 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %961
  %wide.load202.1 = load <8 x float>, ptr %962, align 4, !invariant.load !3, !alias.scope !737, !noalias !738
  %wide.load203.1 = load <8 x float>, ptr %943, align 4, !invariant.load !3, !alias.scope !739, !noalias !740
  %963 = fadd <8 x float> %wide.load202.1, %wide.load203.1
  %964 = fmul <8 x float> %broadcast.splat205.1, %963
  %965 = or disjoint i64 %invariant.op8.reass.2, 8
  %966 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %965
  store <8 x float> %964, ptr %966, align 4, !alias.scope !730, !noalias !732
  %967 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204.2 = insertelement <8 x float> poison, float %967, i64 0
  %broadcast.splat205.2 = shufflevector <8 x float> %broadcast.splatinsert204.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !741)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !743)
  %968 = or disjoint i64 %953, 80
  %969 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %968
  %wide.load202.2 = load <8 x float>, ptr %969, align 4, !invariant.load !3, !alias.scope !745, !noalias !746
  %wide.load203.2 = load <8 x float>, ptr %944, align 4, !invariant.load !3, !alias.scope !747, !noalias !748
  %970 = fadd <8 x float> %wide.load202.2, %wide.load203.2
  %971 = fmul <8 x float> %broadcast.splat205.2, %970
  %972 = or disjoint i64 %invariant.op8.reass.2, 16
  %973 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %972
  store <8 x float> %971, ptr %973, align 4, !alias.scope !730, !noalias !732
  %974 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204.3 = insertelement <8 x float> poison, float %974, i64 0
  %broadcast.splat205.3 = shufflevector <8 x float> %broadcast.splatinsert204.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !749)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !751)
  %975 = or disjoint i64 %953, 88
  %976 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %975
  %wide.load202.3 = load <8 x float>, ptr %976, align 4, !invariant.load !3, !alias.scope !753, !noalias !754
  %wide.load203.3 = load <8 x float>, ptr %945, align 4, !invariant.load !3, !alias.scope !755, !noalias !756
  %977 = fadd <8 x float> %wide.load202.3, %wide.load203.3
  %978 = fmul <8 x float> %broadcast.splat205.3, %977
  %979 = or disjoint i64 %invariant.op8.reass.2, 24
  %980 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %979
  store <8 x float> %978, ptr %980, align 4, !alias.scope !730, !noalias !732
  %981 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204.4 = insertelement <8 x float> poison, float %981, i64 0
  %broadcast.splat205.4 = shufflevector <8 x float> %broadcast.splatinsert204.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !757)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !759)
  %982 = or disjoint i64 %953, 96
  %983 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %982
  %wide.load202.4 = load <8 x float>, ptr %983, align 4, !invariant.load !3, !alias.scope !761, !noalias !762
  %wide.load203.4 = load <8 x float>, ptr %946, align 4, !invariant.load !3, !alias.scope !763, !noalias !764
  %984 = fadd <8 x float> %wide.load202.4, %wide.load203.4
  %985 = fmul <8 x float> %broadcast.splat205.4, %984
  %986 = or disjoint i64 %invariant.op8.reass.2, 32
  %987 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %986
  store <8 x float> %985, ptr %987, align 4, !alias.scope !730, !noalias !732
  %988 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204.5 = insertelement <8 x float> poison, float %988, i64 0
  %broadcast.splat205.5 = shufflevector <8 x float> %broadcast.splatinsert204.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !765)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !767)
  %989 = or disjoint i64 %953, 104
  %990 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %989
  %wide.load202.5 = load <8 x float>, ptr %990, align 4, !invariant.load !3, !alias.scope !769, !noalias !770
  %wide.load203.5 = load <8 x float>, ptr %947, align 4, !invariant.load !3, !alias.scope !771, !noalias !772
  %991 = fadd <8 x float> %wide.load202.5, %wide.load203.5
  %992 = fmul <8 x float> %broadcast.splat205.5, %991
  %993 = or disjoint i64 %invariant.op8.reass.2, 40
  %994 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %993
  store <8 x float> %992, ptr %994, align 4, !alias.scope !730, !noalias !732
  %995 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204.6 = insertelement <8 x float> poison, float %995, i64 0
  %broadcast.splat205.6 = shufflevector <8 x float> %broadcast.splatinsert204.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !773)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !775)
  %996 = or disjoint i64 %953, 112
  %997 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %996
  %wide.load202.6 = load <8 x float>, ptr %997, align 4, !invariant.load !3, !alias.scope !777, !noalias !778
  %wide.load203.6 = load <8 x float>, ptr %948, align 4, !invariant.load !3, !alias.scope !779, !noalias !780
  %998 = fadd <8 x float> %wide.load202.6, %wide.load203.6
  %999 = fmul <8 x float> %broadcast.splat205.6, %998
  %1000 = or disjoint i64 %invariant.op8.reass.2, 48
  %1001 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1000
  store <8 x float> %999, ptr %1001, align 4, !alias.scope !730, !noalias !732
  %1002 = load float, ptr %8, align 4, !alias.scope !717, !noalias !10
  %broadcast.splatinsert204.7 = insertelement <8 x float> poison, float %1002, i64 0
  %broadcast.splat205.7 = shufflevector <8 x float> %broadcast.splatinsert204.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !781)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !783)
  %1003 = or disjoint i64 %953, 120
  %1004 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1003
  %wide.load202.7 = load <8 x float>, ptr %1004, align 4, !invariant.load !3, !alias.scope !785, !noalias !786
  %wide.load203.7 = load <8 x float>, ptr %949, align 4, !invariant.load !3, !alias.scope !787, !noalias !788
  %1005 = fadd <8 x float> %wide.load202.7, %wide.load203.7
  %1006 = fmul <8 x float> %broadcast.splat205.7, %1005
  %1007 = or disjoint i64 %invariant.op8.reass.2, 56
  %1008 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1007
  store <8 x float> %1006, ptr %1008, align 4, !alias.scope !730, !noalias !732
  br label %middle.block207

scalar.ph198:                                     ; preds = %vector.memcheck179, %scalar.ph198
  %1009 = phi i64 [ %1089, %scalar.ph198 ], [ 0, %vector.memcheck179 ]
  %1010 = or disjoint i64 %1009, 64
  %.val7.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !720)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !722)
  %1011 = add nuw nsw i64 %1010, %953
  %1012 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1011
  %1013 = load float, ptr %1012, align 4, !invariant.load !3, !alias.scope !722, !noalias !726
  %1014 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1010
  %1015 = load float, ptr %1014, align 4, !invariant.load !3, !alias.scope !720, !noalias !729
  %1016 = fadd float %1013, %1015
  %1017 = fmul float %.val7.2, %1016
  %.reass9.2 = add nuw nsw i64 %1009, %invariant.op8.reass.2
  %1018 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2
  store float %1017, ptr %1018, align 4, !alias.scope !558, !noalias !93
  %1019 = or disjoint i64 %1009, 1
  %1020 = or i64 %1009, 65
  %.val7.2.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !789)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !791)
  %1021 = add nuw nsw i64 %1020, %953
  %1022 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1021
  %1023 = load float, ptr %1022, align 4, !invariant.load !3, !alias.scope !791, !noalias !793
  %1024 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1020
  %1025 = load float, ptr %1024, align 4, !invariant.load !3, !alias.scope !789, !noalias !794
  %1026 = fadd float %1023, %1025
  %1027 = fmul float %.val7.2.1, %1026
  %.reass9.2.1 = add nuw nsw i64 %1019, %invariant.op8.reass.2
  %1028 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2.1
  store float %1027, ptr %1028, align 4, !alias.scope !558, !noalias !93
  %1029 = or disjoint i64 %1009, 2
  %1030 = or i64 %1009, 66
  %.val7.2.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !795)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !797)
  %1031 = add nuw nsw i64 %1030, %953
  %1032 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1031
  %1033 = load float, ptr %1032, align 4, !invariant.load !3, !alias.scope !797, !noalias !799
  %1034 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1030
  %1035 = load float, ptr %1034, align 4, !invariant.load !3, !alias.scope !795, !noalias !800
  %1036 = fadd float %1033, %1035
  %1037 = fmul float %.val7.2.2, %1036
  %.reass9.2.2 = add nuw nsw i64 %1029, %invariant.op8.reass.2
  %1038 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2.2
  store float %1037, ptr %1038, align 4, !alias.scope !558, !noalias !93
  %1039 = or disjoint i64 %1009, 3
  %1040 = or i64 %1009, 67
  %.val7.2.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !801)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !803)
  %1041 = add nuw nsw i64 %1040, %953
  %1042 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1041
  %1043 = load float, ptr %1042, align 4, !invariant.load !3, !alias.scope !803, !noalias !805
  %1044 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1040
  %1045 = load float, ptr %1044, align 4, !invariant.load !3, !alias.scope !801, !noalias !806
  %1046 = fadd float %1043, %1045
  %1047 = fmul float %.val7.2.3, %1046
  %.reass9.2.3 = add nuw nsw i64 %1039, %invariant.op8.reass.2
  %1048 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2.3
  store float %1047, ptr %1048, align 4, !alias.scope !558, !noalias !93
  %1049 = or disjoint i64 %1009, 4
  %1050 = or i64 %1009, 68
  %.val7.2.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !807)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !809)
  %1051 = add nuw nsw i64 %1050, %953
  %1052 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1051
  %1053 = load float, ptr %1052, align 4, !invariant.load !3, !alias.scope !809, !noalias !811
  %1054 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1050
  %1055 = load float, ptr %1054, align 4, !invariant.load !3, !alias.scope !807, !noalias !812
  %1056 = fadd float %1053, %1055
  %1057 = fmul float %.val7.2.4, %1056
  %.reass9.2.4 = add nuw nsw i64 %1049, %invariant.op8.reass.2
  %1058 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2.4
  store float %1057, ptr %1058, align 4, !alias.scope !558, !noalias !93
  %1059 = or disjoint i64 %1009, 5
  %1060 = or i64 %1009, 69
  %.val7.2.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !813)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !815)
  %1061 = add nuw nsw i64 %1060, %953
  %1062 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1061
  %1063 = load float, ptr %1062, align 4, !invariant.load !3, !alias.scope !815, !noalias !817
  %1064 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1060
  %1065 = load float, ptr %1064, align 4, !invariant.load !3, !alias.scope !813, !noalias !818
  %1066 = fadd float %1063, %1065
  %1067 = fmul float %.val7.2.5, %1066
  %.reass9.2.5 = add nuw nsw i64 %1059, %invariant.op8.reass.2
  %1068 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2.5
  store float %1067, ptr %1068, align 4, !alias.scope !558, !noalias !93
  %1069 = or disjoint i64 %1009, 6
  %1070 = or i64 %1009, 70
  %.val7.2.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !819)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !821)
  %1071 = add nuw nsw i64 %1070, %953
  %1072 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1071
  %1073 = load float, ptr %1072, align 4, !invariant.load !3, !alias.scope !821, !noalias !823
  %1074 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1070
  %1075 = load float, ptr %1074, align 4, !invariant.load !3, !alias.scope !819, !noalias !824
  %1076 = fadd float %1073, %1075
  %1077 = fmul float %.val7.2.6, %1076
  %.reass9.2.6 = add nuw nsw i64 %1069, %invariant.op8.reass.2
  %1078 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2.6
  store float %1077, ptr %1078, align 4, !alias.scope !558, !noalias !93
  %1079 = or disjoint i64 %1009, 7
  %1080 = or i64 %1009, 71
  %.val7.2.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !825)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !827)
  %1081 = add nuw nsw i64 %1080, %953
  %1082 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1081
  %1083 = load float, ptr %1082, align 4, !invariant.load !3, !alias.scope !827, !noalias !829
  %1084 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1080
  %1085 = load float, ptr %1084, align 4, !invariant.load !3, !alias.scope !825, !noalias !830
  %1086 = fadd float %1083, %1085
  %1087 = fmul float %.val7.2.7, %1086
  %.reass9.2.7 = add nuw nsw i64 %1079, %invariant.op8.reass.2
  %1088 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.2.7
  store float %1087, ptr %1088, align 4, !alias.scope !558, !noalias !93
  %1089 = add nuw nsw i64 %1009, 8
  %exitcond16.2.not.7 = icmp eq i64 %1089, 64
  br i1 %exitcond16.2.not.7, label %middle.block207, label %scalar.ph198, !llvm.loop !831

middle.block207:                                  ; preds = %scalar.ph198, %vector.body200
  %1090 = add nuw nsw i64 %950, 1
  %exitcond17.2.not = icmp eq i64 %1090, 128
  br i1 %exitcond17.2.not, label %1091, label %vector.memcheck179

1091:                                             ; preds = %middle.block207
  %invariant.op12.reass.3 = or disjoint i64 %17, 57344
  %1092 = shl nuw nsw i64 %13, 18
  %1093 = getelementptr i8, ptr %10, i64 %1092
  %scevgep210 = getelementptr i8, ptr %1093, i64 229376
  %1094 = add nuw nsw i64 %1092, 262144
  %scevgep211 = getelementptr i8, ptr %10, i64 %1094
  %scevgep212 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %1095 = getelementptr i8, ptr %6, i64 %1092
  %scevgep213 = getelementptr i8, ptr %1095, i64 196864
  %scevgep214 = getelementptr i8, ptr %6, i64 %1094
  %scevgep215 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep216 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0217 = icmp ult ptr %scevgep210, %scevgep212
  %bound1218 = icmp ult ptr %8, %scevgep211
  %found.conflict219 = and i1 %bound0217, %bound1218
  %bound0220 = icmp ult ptr %scevgep210, %scevgep214
  %bound1221 = icmp ult ptr %scevgep213, %scevgep211
  %found.conflict222 = and i1 %bound0220, %bound1221
  %conflict.rdx223 = or i1 %found.conflict219, %found.conflict222
  %bound0224 = icmp ult ptr %scevgep210, %scevgep216
  %bound1225 = icmp ult ptr %scevgep215, %scevgep211
  %found.conflict226 = and i1 %bound0224, %bound1225
  %conflict.rdx227 = or i1 %conflict.rdx223, %found.conflict226
  %1096 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %1097 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %1098 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %1099 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %1100 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %1101 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %1102 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %1103 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck209

vector.memcheck209:                               ; preds = %middle.block237, %1091
  %1104 = phi i64 [ 0, %1091 ], [ %1244, %middle.block237 ]
  %1105 = shl nuw nsw i64 %1104, 6
  %1106 = shl nuw nsw i64 %1104, 7
  %1107 = add nuw nsw i64 %1106, %478
  %invariant.op8.reass.3 = add nuw nsw i64 %1105, %invariant.op12.reass.3
  br i1 %conflict.rdx227, label %scalar.ph228, label %vector.body230

vector.body230:                                   ; preds = %vector.memcheck209
  %1108 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234 = insertelement <8 x float> poison, float %1108, i64 0
  %broadcast.splat235 = shufflevector <8 x float> %broadcast.splatinsert234, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !835)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !837)
  %1109 = or disjoint i64 %1107, 64
  %1110 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1109
  %wide.load232 = load <8 x float>, ptr %1110, align 4, !invariant.load !3, !alias.scope !839, !noalias !841
  %wide.load233 = load <8 x float>, ptr %1096, align 4, !invariant.load !3, !alias.scope !842, !noalias !844
  %1111 = fadd <8 x float> %wide.load232, %wide.load233
  %1112 = fmul <8 x float> %broadcast.splat235, %1111
  %1113 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %invariant.op8.reass.3
  store <8 x float> %1112, ptr %1113, align 4, !alias.scope !845, !noalias !847
  %1114 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234.1 = insertelement <8 x float> poison, float %1114, i64 0
  %broadcast.splat235.1 = shufflevector <8 x float> %broadcast.splatinsert234.1, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !848)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !850)
  %1115 = or disjoint i64 %1107, 72
  %1116 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1115
  %wide.load232.1 = load <8 x float>, ptr %1116, align 4, !invariant.load !3, !alias.scope !852, !noalias !853
  %wide.load233.1 = load <8 x float>, ptr %1097, align 4, !invariant.load !3, !alias.scope !854, !noalias !855
  %1117 = fadd <8 x float> %wide.load232.1, %wide.load233.1
  %1118 = fmul <8 x float> %broadcast.splat235.1, %1117
  %1119 = or disjoint i64 %invariant.op8.reass.3, 8
  %1120 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1119
  store <8 x float> %1118, ptr %1120, align 4, !alias.scope !845, !noalias !847
  %1121 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234.2 = insertelement <8 x float> poison, float %1121, i64 0
  %broadcast.splat235.2 = shufflevector <8 x float> %broadcast.splatinsert234.2, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !856)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !858)
  %1122 = or disjoint i64 %1107, 80
  %1123 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1122
  %wide.load232.2 = load <8 x float>, ptr %1123, align 4, !invariant.load !3, !alias.scope !860, !noalias !861
  %wide.load233.2 = load <8 x float>, ptr %1098, align 4, !invariant.load !3, !alias.scope !862, !noalias !863
  %1124 = fadd <8 x float> %wide.load232.2, %wide.load233.2
  %1125 = fmul <8 x float> %broadcast.splat235.2, %1124
  %1126 = or disjoint i64 %invariant.op8.reass.3, 16
  %1127 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1126
  store <8 x float> %1125, ptr %1127, align 4, !alias.scope !845, !noalias !847
  %1128 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234.3 = insertelement <8 x float> poison, float %1128, i64 0
  %broadcast.splat235.3 = shufflevector <8 x float> %broadcast.splatinsert234.3, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !864)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !866)
  %1129 = or disjoint i64 %1107, 88
  %1130 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1129
  %wide.load232.3 = load <8 x float>, ptr %1130, align 4, !invariant.load !3, !alias.scope !868, !noalias !869
  %wide.load233.3 = load <8 x float>, ptr %1099, align 4, !invariant.load !3, !alias.scope !870, !noalias !871
  %1131 = fadd <8 x float> %wide.load232.3, %wide.load233.3
  %1132 = fmul <8 x float> %broadcast.splat235.3, %1131
  %1133 = or disjoint i64 %invariant.op8.reass.3, 24
  %1134 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1133
  store <8 x float> %1132, ptr %1134, align 4, !alias.scope !845, !noalias !847
  %1135 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234.4 = insertelement <8 x float> poison, float %1135, i64 0
  %broadcast.splat235.4 = shufflevector <8 x float> %broadcast.splatinsert234.4, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !872)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !874)
  %1136 = or disjoint i64 %1107, 96
  %1137 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1136
  %wide.load232.4 = load <8 x float>, ptr %1137, align 4, !invariant.load !3, !alias.scope !876, !noalias !877
  %wide.load233.4 = load <8 x float>, ptr %1100, align 4, !invariant.load !3, !alias.scope !878, !noalias !879
  %1138 = fadd <8 x float> %wide.load232.4, %wide.load233.4
  %1139 = fmul <8 x float> %broadcast.splat235.4, %1138
  %1140 = or disjoint i64 %invariant.op8.reass.3, 32
  %1141 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1140
  store <8 x float> %1139, ptr %1141, align 4, !alias.scope !845, !noalias !847
  %1142 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234.5 = insertelement <8 x float> poison, float %1142, i64 0
  %broadcast.splat235.5 = shufflevector <8 x float> %broadcast.splatinsert234.5, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !880)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !882)
  %1143 = or disjoint i64 %1107, 104
  %1144 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1143
  %wide.load232.5 = load <8 x float>, ptr %1144, align 4, !invariant.load !3, !alias.scope !884, !noalias !885
  %wide.load233.5 = load <8 x float>, ptr %1101, align 4, !invariant.load !3, !alias.scope !886, !noalias !887
  %1145 = fadd <8 x float> %wide.load232.5, %wide.load233.5
  %1146 = fmul <8 x float> %broadcast.splat235.5, %1145
  %1147 = or disjoint i64 %invariant.op8.reass.3, 40
  %1148 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1147
  store <8 x float> %1146, ptr %1148, align 4, !alias.scope !845, !noalias !847
  %1149 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234.6 = insertelement <8 x float> poison, float %1149, i64 0
  %broadcast.splat235.6 = shufflevector <8 x float> %broadcast.splatinsert234.6, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !888)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !890)
  %1150 = or disjoint i64 %1107, 112
  %1151 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1150
  %wide.load232.6 = load <8 x float>, ptr %1151, align 4, !invariant.load !3, !alias.scope !892, !noalias !893
  %wide.load233.6 = load <8 x float>, ptr %1102, align 4, !invariant.load !3, !alias.scope !894, !noalias !895
  %1152 = fadd <8 x float> %wide.load232.6, %wide.load233.6
  %1153 = fmul <8 x float> %broadcast.splat235.6, %1152
  %1154 = or disjoint i64 %invariant.op8.reass.3, 48
  %1155 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1154
  store <8 x float> %1153, ptr %1155, align 4, !alias.scope !845, !noalias !847
  %1156 = load float, ptr %8, align 4, !alias.scope !832, !noalias !10
  %broadcast.splatinsert234.7 = insertelement <8 x float> poison, float %1156, i64 0
  %broadcast.splat235.7 = shufflevector <8 x float> %broadcast.splatinsert234.7, <8 x float> poison, <8 x i32> zeroinitializer
  tail call void @llvm.experimental.noalias.scope.decl(metadata !896)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !898)
  %1157 = or disjoint i64 %1107, 120
  %1158 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1157
  %wide.load232.7 = load <8 x float>, ptr %1158, align 4, !invariant.load !3, !alias.scope !900, !noalias !901
  %wide.load233.7 = load <8 x float>, ptr %1103, align 4, !invariant.load !3, !alias.scope !902, !noalias !903
  %1159 = fadd <8 x float> %wide.load232.7, %wide.load233.7
  %1160 = fmul <8 x float> %broadcast.splat235.7, %1159
  %1161 = or disjoint i64 %invariant.op8.reass.3, 56
  %1162 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %1161
  store <8 x float> %1160, ptr %1162, align 4, !alias.scope !845, !noalias !847
  br label %middle.block237

scalar.ph228:                                     ; preds = %vector.memcheck209, %scalar.ph228
  %1163 = phi i64 [ %1243, %scalar.ph228 ], [ 0, %vector.memcheck209 ]
  %1164 = or disjoint i64 %1163, 64
  %.val7.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !835)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !837)
  %1165 = add nuw nsw i64 %1164, %1107
  %1166 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1165
  %1167 = load float, ptr %1166, align 4, !invariant.load !3, !alias.scope !837, !noalias !841
  %1168 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1164
  %1169 = load float, ptr %1168, align 4, !invariant.load !3, !alias.scope !835, !noalias !844
  %1170 = fadd float %1167, %1169
  %1171 = fmul float %.val7.3, %1170
  %.reass9.3 = add nuw nsw i64 %1163, %invariant.op8.reass.3
  %1172 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3
  store float %1171, ptr %1172, align 4, !alias.scope !558, !noalias !93
  %1173 = or disjoint i64 %1163, 1
  %1174 = or i64 %1163, 65
  %.val7.3.1 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !904)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !906)
  %1175 = add nuw nsw i64 %1174, %1107
  %1176 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1175
  %1177 = load float, ptr %1176, align 4, !invariant.load !3, !alias.scope !906, !noalias !908
  %1178 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1174
  %1179 = load float, ptr %1178, align 4, !invariant.load !3, !alias.scope !904, !noalias !909
  %1180 = fadd float %1177, %1179
  %1181 = fmul float %.val7.3.1, %1180
  %.reass9.3.1 = add nuw nsw i64 %1173, %invariant.op8.reass.3
  %1182 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3.1
  store float %1181, ptr %1182, align 4, !alias.scope !558, !noalias !93
  %1183 = or disjoint i64 %1163, 2
  %1184 = or i64 %1163, 66
  %.val7.3.2 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !910)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !912)
  %1185 = add nuw nsw i64 %1184, %1107
  %1186 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1185
  %1187 = load float, ptr %1186, align 4, !invariant.load !3, !alias.scope !912, !noalias !914
  %1188 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1184
  %1189 = load float, ptr %1188, align 4, !invariant.load !3, !alias.scope !910, !noalias !915
  %1190 = fadd float %1187, %1189
  %1191 = fmul float %.val7.3.2, %1190
  %.reass9.3.2 = add nuw nsw i64 %1183, %invariant.op8.reass.3
  %1192 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3.2
  store float %1191, ptr %1192, align 4, !alias.scope !558, !noalias !93
  %1193 = or disjoint i64 %1163, 3
  %1194 = or i64 %1163, 67
  %.val7.3.3 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !916)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !918)
  %1195 = add nuw nsw i64 %1194, %1107
  %1196 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1195
  %1197 = load float, ptr %1196, align 4, !invariant.load !3, !alias.scope !918, !noalias !920
  %1198 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1194
  %1199 = load float, ptr %1198, align 4, !invariant.load !3, !alias.scope !916, !noalias !921
  %1200 = fadd float %1197, %1199
  %1201 = fmul float %.val7.3.3, %1200
  %.reass9.3.3 = add nuw nsw i64 %1193, %invariant.op8.reass.3
  %1202 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3.3
  store float %1201, ptr %1202, align 4, !alias.scope !558, !noalias !93
  %1203 = or disjoint i64 %1163, 4
  %1204 = or i64 %1163, 68
  %.val7.3.4 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !922)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !924)
  %1205 = add nuw nsw i64 %1204, %1107
  %1206 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1205
  %1207 = load float, ptr %1206, align 4, !invariant.load !3, !alias.scope !924, !noalias !926
  %1208 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1204
  %1209 = load float, ptr %1208, align 4, !invariant.load !3, !alias.scope !922, !noalias !927
  %1210 = fadd float %1207, %1209
  %1211 = fmul float %.val7.3.4, %1210
  %.reass9.3.4 = add nuw nsw i64 %1203, %invariant.op8.reass.3
  %1212 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3.4
  store float %1211, ptr %1212, align 4, !alias.scope !558, !noalias !93
  %1213 = or disjoint i64 %1163, 5
  %1214 = or i64 %1163, 69
  %.val7.3.5 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !928)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !930)
  %1215 = add nuw nsw i64 %1214, %1107
  %1216 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1215
  %1217 = load float, ptr %1216, align 4, !invariant.load !3, !alias.scope !930, !noalias !932
  %1218 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1214
  %1219 = load float, ptr %1218, align 4, !invariant.load !3, !alias.scope !928, !noalias !933
  %1220 = fadd float %1217, %1219
  %1221 = fmul float %.val7.3.5, %1220
  %.reass9.3.5 = add nuw nsw i64 %1213, %invariant.op8.reass.3
  %1222 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3.5
  store float %1221, ptr %1222, align 4, !alias.scope !558, !noalias !93
  %1223 = or disjoint i64 %1163, 6
  %1224 = or i64 %1163, 70
  %.val7.3.6 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !934)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !936)
  %1225 = add nuw nsw i64 %1224, %1107
  %1226 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1225
  %1227 = load float, ptr %1226, align 4, !invariant.load !3, !alias.scope !936, !noalias !938
  %1228 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1224
  %1229 = load float, ptr %1228, align 4, !invariant.load !3, !alias.scope !934, !noalias !939
  %1230 = fadd float %1227, %1229
  %1231 = fmul float %.val7.3.6, %1230
  %.reass9.3.6 = add nuw nsw i64 %1223, %invariant.op8.reass.3
  %1232 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3.6
  store float %1231, ptr %1232, align 4, !alias.scope !558, !noalias !93
  %1233 = or disjoint i64 %1163, 7
  %1234 = or i64 %1163, 71
  %.val7.3.7 = load float, ptr %8, align 4, !noalias !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !940)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !942)
  %1235 = add nuw nsw i64 %1234, %1107
  %1236 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1235
  %1237 = load float, ptr %1236, align 4, !invariant.load !3, !alias.scope !942, !noalias !944
  %1238 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1234
  %1239 = load float, ptr %1238, align 4, !invariant.load !3, !alias.scope !940, !noalias !945
  %1240 = fadd float %1237, %1239
  %1241 = fmul float %.val7.3.7, %1240
  %.reass9.3.7 = add nuw nsw i64 %1233, %invariant.op8.reass.3
  %1242 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %.reass9.3.7
  store float %1241, ptr %1242, align 4, !alias.scope !558, !noalias !93
  %1243 = add nuw nsw i64 %1163, 8
  %exitcond16.3.not.7 = icmp eq i64 %1243, 64
  br i1 %exitcond16.3.not.7, label %middle.block237, label %scalar.ph228, !llvm.loop !946

middle.block237:                                  ; preds = %scalar.ph228, %vector.body230
  %1244 = add nuw nsw i64 %1104, 1
  %exitcond17.3.not = icmp eq i64 %1244, 128
  br i1 %exitcond17.3.not, label %concatenate_bitcast_fusion.1.clone_wrapped.exit, label %vector.memcheck209

concatenate_bitcast_fusion.1.clone_wrapped.exit:  ; preds = %middle.block237, %1
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
!2 = !{!"xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4}
!7 = !{!8}
!8 = distinct !{!8, !9}
!9 = distinct !{!9, !"LVerDomain"}
!10 = !{!11}
!11 = distinct !{!11, !12, !"xla.slice_index=3"}
!12 = distinct !{!12}
!13 = !{!14}
!14 = distinct !{!14, !15, !"fused_computation_15_clone_multiply_267: argument 0"}
!15 = distinct !{!15, !"fused_computation_15_clone_multiply_267"}
!16 = !{!17}
!17 = distinct !{!17, !15, !"fused_computation_15_clone_multiply_267: argument 1"}
!18 = !{!17, !19}
!19 = distinct !{!19, !9}
!20 = !{!21, !14}
!21 = distinct !{!21, !22, !"xla.slice_index=3"}
!22 = distinct !{!22}
!23 = !{!14, !24}
!24 = distinct !{!24, !9}
!25 = !{!21, !17}
!26 = !{!27, !29, !31}
!27 = distinct !{!27, !28, !"xla.slice_index=3"}
!28 = distinct !{!28}
!29 = distinct !{!29, !30, !"concatenate_bitcast_fusion.1.clone_wrapped: argument 3"}
!30 = distinct !{!30, !"concatenate_bitcast_fusion.1.clone_wrapped"}
!31 = distinct !{!31, !9}
!32 = !{!33, !34, !35, !8, !19, !24}
!33 = distinct !{!33, !30, !"concatenate_bitcast_fusion.1.clone_wrapped: argument 0"}
!34 = distinct !{!34, !30, !"concatenate_bitcast_fusion.1.clone_wrapped: argument 1"}
!35 = distinct !{!35, !30, !"concatenate_bitcast_fusion.1.clone_wrapped: argument 2"}
!36 = !{!37}
!37 = distinct !{!37, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1"}
!38 = !{!39}
!39 = distinct !{!39, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1"}
!40 = !{!39, !19}
!41 = !{!21, !37}
!42 = !{!37, !24}
!43 = !{!21, !39}
!44 = !{!45}
!45 = distinct !{!45, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2"}
!46 = !{!47}
!47 = distinct !{!47, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2"}
!48 = !{!47, !19}
!49 = !{!21, !45}
!50 = !{!45, !24}
!51 = !{!21, !47}
!52 = !{!53}
!53 = distinct !{!53, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3"}
!54 = !{!55}
!55 = distinct !{!55, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3"}
!56 = !{!55, !19}
!57 = !{!21, !53}
!58 = !{!53, !24}
!59 = !{!21, !55}
!60 = !{!61}
!61 = distinct !{!61, !15, !"fused_computation_15_clone_multiply_267: argument 0:It4"}
!62 = !{!63}
!63 = distinct !{!63, !15, !"fused_computation_15_clone_multiply_267: argument 1:It4"}
!64 = !{!63, !19}
!65 = !{!21, !61}
!66 = !{!61, !24}
!67 = !{!21, !63}
!68 = !{!69}
!69 = distinct !{!69, !15, !"fused_computation_15_clone_multiply_267: argument 0:It5"}
!70 = !{!71}
!71 = distinct !{!71, !15, !"fused_computation_15_clone_multiply_267: argument 1:It5"}
!72 = !{!71, !19}
!73 = !{!21, !69}
!74 = !{!69, !24}
!75 = !{!21, !71}
!76 = !{!77}
!77 = distinct !{!77, !15, !"fused_computation_15_clone_multiply_267: argument 0:It6"}
!78 = !{!79}
!79 = distinct !{!79, !15, !"fused_computation_15_clone_multiply_267: argument 1:It6"}
!80 = !{!79, !19}
!81 = !{!21, !77}
!82 = !{!77, !24}
!83 = !{!21, !79}
!84 = !{!85}
!85 = distinct !{!85, !15, !"fused_computation_15_clone_multiply_267: argument 0:It7"}
!86 = !{!87}
!87 = distinct !{!87, !15, !"fused_computation_15_clone_multiply_267: argument 1:It7"}
!88 = !{!87, !19}
!89 = !{!21, !85}
!90 = !{!85, !24}
!91 = !{!21, !87}
!92 = !{!27, !29}
!93 = !{!33, !34, !35}
!94 = !{!95}
!95 = distinct !{!95, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1"}
!96 = !{!97}
!97 = distinct !{!97, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1"}
!98 = !{!21, !95}
!99 = !{!21, !97}
!100 = !{!101}
!101 = distinct !{!101, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2"}
!102 = !{!103}
!103 = distinct !{!103, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2"}
!104 = !{!21, !101}
!105 = !{!21, !103}
!106 = !{!107}
!107 = distinct !{!107, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3"}
!108 = !{!109}
!109 = distinct !{!109, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3"}
!110 = !{!21, !107}
!111 = !{!21, !109}
!112 = !{!113}
!113 = distinct !{!113, !15, !"fused_computation_15_clone_multiply_267: argument 0:It4"}
!114 = !{!115}
!115 = distinct !{!115, !15, !"fused_computation_15_clone_multiply_267: argument 1:It4"}
!116 = !{!21, !113}
!117 = !{!21, !115}
!118 = !{!119}
!119 = distinct !{!119, !15, !"fused_computation_15_clone_multiply_267: argument 0:It5"}
!120 = !{!121}
!121 = distinct !{!121, !15, !"fused_computation_15_clone_multiply_267: argument 1:It5"}
!122 = !{!21, !119}
!123 = !{!21, !121}
!124 = !{!125}
!125 = distinct !{!125, !15, !"fused_computation_15_clone_multiply_267: argument 0:It6"}
!126 = !{!127}
!127 = distinct !{!127, !15, !"fused_computation_15_clone_multiply_267: argument 1:It6"}
!128 = !{!21, !125}
!129 = !{!21, !127}
!130 = !{!131}
!131 = distinct !{!131, !15, !"fused_computation_15_clone_multiply_267: argument 0:It7"}
!132 = !{!133}
!133 = distinct !{!133, !15, !"fused_computation_15_clone_multiply_267: argument 1:It7"}
!134 = !{!21, !131}
!135 = !{!21, !133}
!136 = distinct !{!136, !137}
!137 = !{!"llvm.loop.isvectorized", i32 1}
!138 = !{!139}
!139 = distinct !{!139, !140}
!140 = distinct !{!140, !"LVerDomain"}
!141 = !{!142}
!142 = distinct !{!142, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1"}
!143 = !{!144}
!144 = distinct !{!144, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1"}
!145 = !{!144, !146}
!146 = distinct !{!146, !140}
!147 = !{!21, !142}
!148 = !{!142, !149}
!149 = distinct !{!149, !140}
!150 = !{!21, !144}
!151 = !{!27, !29, !152}
!152 = distinct !{!152, !140}
!153 = !{!33, !34, !35, !139, !146, !149}
!154 = !{!155}
!155 = distinct !{!155, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It1"}
!156 = !{!157}
!157 = distinct !{!157, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It1"}
!158 = !{!157, !146}
!159 = !{!21, !155}
!160 = !{!155, !149}
!161 = !{!21, !157}
!162 = !{!163}
!163 = distinct !{!163, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It2"}
!164 = !{!165}
!165 = distinct !{!165, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It2"}
!166 = !{!165, !146}
!167 = !{!21, !163}
!168 = !{!163, !149}
!169 = !{!21, !165}
!170 = !{!171}
!171 = distinct !{!171, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It3"}
!172 = !{!173}
!173 = distinct !{!173, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It3"}
!174 = !{!173, !146}
!175 = !{!21, !171}
!176 = !{!171, !149}
!177 = !{!21, !173}
!178 = !{!179}
!179 = distinct !{!179, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It4"}
!180 = !{!181}
!181 = distinct !{!181, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It4"}
!182 = !{!181, !146}
!183 = !{!21, !179}
!184 = !{!179, !149}
!185 = !{!21, !181}
!186 = !{!187}
!187 = distinct !{!187, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It5"}
!188 = !{!189}
!189 = distinct !{!189, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It5"}
!190 = !{!189, !146}
!191 = !{!21, !187}
!192 = !{!187, !149}
!193 = !{!21, !189}
!194 = !{!195}
!195 = distinct !{!195, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It6"}
!196 = !{!197}
!197 = distinct !{!197, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It6"}
!198 = !{!197, !146}
!199 = !{!21, !195}
!200 = !{!195, !149}
!201 = !{!21, !197}
!202 = !{!203}
!203 = distinct !{!203, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It7"}
!204 = !{!205}
!205 = distinct !{!205, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It7"}
!206 = !{!205, !146}
!207 = !{!21, !203}
!208 = !{!203, !149}
!209 = !{!21, !205}
!210 = !{!211}
!211 = distinct !{!211, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It1"}
!212 = !{!213}
!213 = distinct !{!213, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It1"}
!214 = !{!21, !211}
!215 = !{!21, !213}
!216 = !{!217}
!217 = distinct !{!217, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It2"}
!218 = !{!219}
!219 = distinct !{!219, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It2"}
!220 = !{!21, !217}
!221 = !{!21, !219}
!222 = !{!223}
!223 = distinct !{!223, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It3"}
!224 = !{!225}
!225 = distinct !{!225, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It3"}
!226 = !{!21, !223}
!227 = !{!21, !225}
!228 = !{!229}
!229 = distinct !{!229, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It4"}
!230 = !{!231}
!231 = distinct !{!231, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It4"}
!232 = !{!21, !229}
!233 = !{!21, !231}
!234 = !{!235}
!235 = distinct !{!235, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It5"}
!236 = !{!237}
!237 = distinct !{!237, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It5"}
!238 = !{!21, !235}
!239 = !{!21, !237}
!240 = !{!241}
!241 = distinct !{!241, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It6"}
!242 = !{!243}
!243 = distinct !{!243, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It6"}
!244 = !{!21, !241}
!245 = !{!21, !243}
!246 = !{!247}
!247 = distinct !{!247, !15, !"fused_computation_15_clone_multiply_267: argument 0:It1:It7"}
!248 = !{!249}
!249 = distinct !{!249, !15, !"fused_computation_15_clone_multiply_267: argument 1:It1:It7"}
!250 = !{!21, !247}
!251 = !{!21, !249}
!252 = distinct !{!252, !137}
!253 = !{!254}
!254 = distinct !{!254, !255}
!255 = distinct !{!255, !"LVerDomain"}
!256 = !{!257}
!257 = distinct !{!257, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2"}
!258 = !{!259}
!259 = distinct !{!259, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2"}
!260 = !{!259, !261}
!261 = distinct !{!261, !255}
!262 = !{!21, !257}
!263 = !{!257, !264}
!264 = distinct !{!264, !255}
!265 = !{!21, !259}
!266 = !{!27, !29, !267}
!267 = distinct !{!267, !255}
!268 = !{!33, !34, !35, !254, !261, !264}
!269 = !{!270}
!270 = distinct !{!270, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It1"}
!271 = !{!272}
!272 = distinct !{!272, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It1"}
!273 = !{!272, !261}
!274 = !{!21, !270}
!275 = !{!270, !264}
!276 = !{!21, !272}
!277 = !{!278}
!278 = distinct !{!278, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It2"}
!279 = !{!280}
!280 = distinct !{!280, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It2"}
!281 = !{!280, !261}
!282 = !{!21, !278}
!283 = !{!278, !264}
!284 = !{!21, !280}
!285 = !{!286}
!286 = distinct !{!286, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It3"}
!287 = !{!288}
!288 = distinct !{!288, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It3"}
!289 = !{!288, !261}
!290 = !{!21, !286}
!291 = !{!286, !264}
!292 = !{!21, !288}
!293 = !{!294}
!294 = distinct !{!294, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It4"}
!295 = !{!296}
!296 = distinct !{!296, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It4"}
!297 = !{!296, !261}
!298 = !{!21, !294}
!299 = !{!294, !264}
!300 = !{!21, !296}
!301 = !{!302}
!302 = distinct !{!302, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It5"}
!303 = !{!304}
!304 = distinct !{!304, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It5"}
!305 = !{!304, !261}
!306 = !{!21, !302}
!307 = !{!302, !264}
!308 = !{!21, !304}
!309 = !{!310}
!310 = distinct !{!310, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It6"}
!311 = !{!312}
!312 = distinct !{!312, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It6"}
!313 = !{!312, !261}
!314 = !{!21, !310}
!315 = !{!310, !264}
!316 = !{!21, !312}
!317 = !{!318}
!318 = distinct !{!318, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It7"}
!319 = !{!320}
!320 = distinct !{!320, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It7"}
!321 = !{!320, !261}
!322 = !{!21, !318}
!323 = !{!318, !264}
!324 = !{!21, !320}
!325 = !{!326}
!326 = distinct !{!326, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It1"}
!327 = !{!328}
!328 = distinct !{!328, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It1"}
!329 = !{!21, !326}
!330 = !{!21, !328}
!331 = !{!332}
!332 = distinct !{!332, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It2"}
!333 = !{!334}
!334 = distinct !{!334, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It2"}
!335 = !{!21, !332}
!336 = !{!21, !334}
!337 = !{!338}
!338 = distinct !{!338, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It3"}
!339 = !{!340}
!340 = distinct !{!340, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It3"}
!341 = !{!21, !338}
!342 = !{!21, !340}
!343 = !{!344}
!344 = distinct !{!344, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It4"}
!345 = !{!346}
!346 = distinct !{!346, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It4"}
!347 = !{!21, !344}
!348 = !{!21, !346}
!349 = !{!350}
!350 = distinct !{!350, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It5"}
!351 = !{!352}
!352 = distinct !{!352, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It5"}
!353 = !{!21, !350}
!354 = !{!21, !352}
!355 = !{!356}
!356 = distinct !{!356, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It6"}
!357 = !{!358}
!358 = distinct !{!358, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It6"}
!359 = !{!21, !356}
!360 = !{!21, !358}
!361 = !{!362}
!362 = distinct !{!362, !15, !"fused_computation_15_clone_multiply_267: argument 0:It2:It7"}
!363 = !{!364}
!364 = distinct !{!364, !15, !"fused_computation_15_clone_multiply_267: argument 1:It2:It7"}
!365 = !{!21, !362}
!366 = !{!21, !364}
!367 = distinct !{!367, !137}
!368 = !{!369}
!369 = distinct !{!369, !370}
!370 = distinct !{!370, !"LVerDomain"}
!371 = !{!372}
!372 = distinct !{!372, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3"}
!373 = !{!374}
!374 = distinct !{!374, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3"}
!375 = !{!374, !376}
!376 = distinct !{!376, !370}
!377 = !{!21, !372}
!378 = !{!372, !379}
!379 = distinct !{!379, !370}
!380 = !{!21, !374}
!381 = !{!27, !29, !382}
!382 = distinct !{!382, !370}
!383 = !{!33, !34, !35, !369, !376, !379}
!384 = !{!385}
!385 = distinct !{!385, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It1"}
!386 = !{!387}
!387 = distinct !{!387, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It1"}
!388 = !{!387, !376}
!389 = !{!21, !385}
!390 = !{!385, !379}
!391 = !{!21, !387}
!392 = !{!393}
!393 = distinct !{!393, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It2"}
!394 = !{!395}
!395 = distinct !{!395, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It2"}
!396 = !{!395, !376}
!397 = !{!21, !393}
!398 = !{!393, !379}
!399 = !{!21, !395}
!400 = !{!401}
!401 = distinct !{!401, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It3"}
!402 = !{!403}
!403 = distinct !{!403, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It3"}
!404 = !{!403, !376}
!405 = !{!21, !401}
!406 = !{!401, !379}
!407 = !{!21, !403}
!408 = !{!409}
!409 = distinct !{!409, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It4"}
!410 = !{!411}
!411 = distinct !{!411, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It4"}
!412 = !{!411, !376}
!413 = !{!21, !409}
!414 = !{!409, !379}
!415 = !{!21, !411}
!416 = !{!417}
!417 = distinct !{!417, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It5"}
!418 = !{!419}
!419 = distinct !{!419, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It5"}
!420 = !{!419, !376}
!421 = !{!21, !417}
!422 = !{!417, !379}
!423 = !{!21, !419}
!424 = !{!425}
!425 = distinct !{!425, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It6"}
!426 = !{!427}
!427 = distinct !{!427, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It6"}
!428 = !{!427, !376}
!429 = !{!21, !425}
!430 = !{!425, !379}
!431 = !{!21, !427}
!432 = !{!433}
!433 = distinct !{!433, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It7"}
!434 = !{!435}
!435 = distinct !{!435, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It7"}
!436 = !{!435, !376}
!437 = !{!21, !433}
!438 = !{!433, !379}
!439 = !{!21, !435}
!440 = !{!441}
!441 = distinct !{!441, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It1"}
!442 = !{!443}
!443 = distinct !{!443, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It1"}
!444 = !{!21, !441}
!445 = !{!21, !443}
!446 = !{!447}
!447 = distinct !{!447, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It2"}
!448 = !{!449}
!449 = distinct !{!449, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It2"}
!450 = !{!21, !447}
!451 = !{!21, !449}
!452 = !{!453}
!453 = distinct !{!453, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It3"}
!454 = !{!455}
!455 = distinct !{!455, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It3"}
!456 = !{!21, !453}
!457 = !{!21, !455}
!458 = !{!459}
!459 = distinct !{!459, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It4"}
!460 = !{!461}
!461 = distinct !{!461, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It4"}
!462 = !{!21, !459}
!463 = !{!21, !461}
!464 = !{!465}
!465 = distinct !{!465, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It5"}
!466 = !{!467}
!467 = distinct !{!467, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It5"}
!468 = !{!21, !465}
!469 = !{!21, !467}
!470 = !{!471}
!471 = distinct !{!471, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It6"}
!472 = !{!473}
!473 = distinct !{!473, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It6"}
!474 = !{!21, !471}
!475 = !{!21, !473}
!476 = !{!477}
!477 = distinct !{!477, !15, !"fused_computation_15_clone_multiply_267: argument 0:It3:It7"}
!478 = !{!479}
!479 = distinct !{!479, !15, !"fused_computation_15_clone_multiply_267: argument 1:It3:It7"}
!480 = !{!21, !477}
!481 = !{!21, !479}
!482 = distinct !{!482, !137}
!483 = !{!484}
!484 = distinct !{!484, !485}
!485 = distinct !{!485, !"LVerDomain"}
!486 = !{!487}
!487 = distinct !{!487, !488, !"fused_computation_15_clone_multiply_267: argument 0"}
!488 = distinct !{!488, !"fused_computation_15_clone_multiply_267"}
!489 = !{!490}
!490 = distinct !{!490, !488, !"fused_computation_15_clone_multiply_267: argument 1"}
!491 = !{!490, !492}
!492 = distinct !{!492, !485}
!493 = !{!494, !487}
!494 = distinct !{!494, !495, !"xla.slice_index=3"}
!495 = distinct !{!495}
!496 = !{!487, !497}
!497 = distinct !{!497, !485}
!498 = !{!494, !490}
!499 = !{!29, !500}
!500 = distinct !{!500, !485}
!501 = !{!33, !34, !35, !484, !492, !497}
!502 = !{!503}
!503 = distinct !{!503, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1"}
!504 = !{!505}
!505 = distinct !{!505, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1"}
!506 = !{!505, !492}
!507 = !{!494, !503}
!508 = !{!503, !497}
!509 = !{!494, !505}
!510 = !{!511}
!511 = distinct !{!511, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2"}
!512 = !{!513}
!513 = distinct !{!513, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2"}
!514 = !{!513, !492}
!515 = !{!494, !511}
!516 = !{!511, !497}
!517 = !{!494, !513}
!518 = !{!519}
!519 = distinct !{!519, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3"}
!520 = !{!521}
!521 = distinct !{!521, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3"}
!522 = !{!521, !492}
!523 = !{!494, !519}
!524 = !{!519, !497}
!525 = !{!494, !521}
!526 = !{!527}
!527 = distinct !{!527, !488, !"fused_computation_15_clone_multiply_267: argument 0:It4"}
!528 = !{!529}
!529 = distinct !{!529, !488, !"fused_computation_15_clone_multiply_267: argument 1:It4"}
!530 = !{!529, !492}
!531 = !{!494, !527}
!532 = !{!527, !497}
!533 = !{!494, !529}
!534 = !{!535}
!535 = distinct !{!535, !488, !"fused_computation_15_clone_multiply_267: argument 0:It5"}
!536 = !{!537}
!537 = distinct !{!537, !488, !"fused_computation_15_clone_multiply_267: argument 1:It5"}
!538 = !{!537, !492}
!539 = !{!494, !535}
!540 = !{!535, !497}
!541 = !{!494, !537}
!542 = !{!543}
!543 = distinct !{!543, !488, !"fused_computation_15_clone_multiply_267: argument 0:It6"}
!544 = !{!545}
!545 = distinct !{!545, !488, !"fused_computation_15_clone_multiply_267: argument 1:It6"}
!546 = !{!545, !492}
!547 = !{!494, !543}
!548 = !{!543, !497}
!549 = !{!494, !545}
!550 = !{!551}
!551 = distinct !{!551, !488, !"fused_computation_15_clone_multiply_267: argument 0:It7"}
!552 = !{!553}
!553 = distinct !{!553, !488, !"fused_computation_15_clone_multiply_267: argument 1:It7"}
!554 = !{!553, !492}
!555 = !{!494, !551}
!556 = !{!551, !497}
!557 = !{!494, !553}
!558 = !{!29}
!559 = !{!560}
!560 = distinct !{!560, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1"}
!561 = !{!562}
!562 = distinct !{!562, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1"}
!563 = !{!494, !560}
!564 = !{!494, !562}
!565 = !{!566}
!566 = distinct !{!566, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2"}
!567 = !{!568}
!568 = distinct !{!568, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2"}
!569 = !{!494, !566}
!570 = !{!494, !568}
!571 = !{!572}
!572 = distinct !{!572, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3"}
!573 = !{!574}
!574 = distinct !{!574, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3"}
!575 = !{!494, !572}
!576 = !{!494, !574}
!577 = !{!578}
!578 = distinct !{!578, !488, !"fused_computation_15_clone_multiply_267: argument 0:It4"}
!579 = !{!580}
!580 = distinct !{!580, !488, !"fused_computation_15_clone_multiply_267: argument 1:It4"}
!581 = !{!494, !578}
!582 = !{!494, !580}
!583 = !{!584}
!584 = distinct !{!584, !488, !"fused_computation_15_clone_multiply_267: argument 0:It5"}
!585 = !{!586}
!586 = distinct !{!586, !488, !"fused_computation_15_clone_multiply_267: argument 1:It5"}
!587 = !{!494, !584}
!588 = !{!494, !586}
!589 = !{!590}
!590 = distinct !{!590, !488, !"fused_computation_15_clone_multiply_267: argument 0:It6"}
!591 = !{!592}
!592 = distinct !{!592, !488, !"fused_computation_15_clone_multiply_267: argument 1:It6"}
!593 = !{!494, !590}
!594 = !{!494, !592}
!595 = !{!596}
!596 = distinct !{!596, !488, !"fused_computation_15_clone_multiply_267: argument 0:It7"}
!597 = !{!598}
!598 = distinct !{!598, !488, !"fused_computation_15_clone_multiply_267: argument 1:It7"}
!599 = !{!494, !596}
!600 = !{!494, !598}
!601 = distinct !{!601, !137}
!602 = !{!603}
!603 = distinct !{!603, !604}
!604 = distinct !{!604, !"LVerDomain"}
!605 = !{!606}
!606 = distinct !{!606, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1"}
!607 = !{!608}
!608 = distinct !{!608, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1"}
!609 = !{!608, !610}
!610 = distinct !{!610, !604}
!611 = !{!494, !606}
!612 = !{!606, !613}
!613 = distinct !{!613, !604}
!614 = !{!494, !608}
!615 = !{!29, !616}
!616 = distinct !{!616, !604}
!617 = !{!33, !34, !35, !603, !610, !613}
!618 = !{!619}
!619 = distinct !{!619, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It1"}
!620 = !{!621}
!621 = distinct !{!621, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It1"}
!622 = !{!621, !610}
!623 = !{!494, !619}
!624 = !{!619, !613}
!625 = !{!494, !621}
!626 = !{!627}
!627 = distinct !{!627, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It2"}
!628 = !{!629}
!629 = distinct !{!629, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It2"}
!630 = !{!629, !610}
!631 = !{!494, !627}
!632 = !{!627, !613}
!633 = !{!494, !629}
!634 = !{!635}
!635 = distinct !{!635, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It3"}
!636 = !{!637}
!637 = distinct !{!637, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It3"}
!638 = !{!637, !610}
!639 = !{!494, !635}
!640 = !{!635, !613}
!641 = !{!494, !637}
!642 = !{!643}
!643 = distinct !{!643, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It4"}
!644 = !{!645}
!645 = distinct !{!645, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It4"}
!646 = !{!645, !610}
!647 = !{!494, !643}
!648 = !{!643, !613}
!649 = !{!494, !645}
!650 = !{!651}
!651 = distinct !{!651, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It5"}
!652 = !{!653}
!653 = distinct !{!653, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It5"}
!654 = !{!653, !610}
!655 = !{!494, !651}
!656 = !{!651, !613}
!657 = !{!494, !653}
!658 = !{!659}
!659 = distinct !{!659, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It6"}
!660 = !{!661}
!661 = distinct !{!661, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It6"}
!662 = !{!661, !610}
!663 = !{!494, !659}
!664 = !{!659, !613}
!665 = !{!494, !661}
!666 = !{!667}
!667 = distinct !{!667, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It7"}
!668 = !{!669}
!669 = distinct !{!669, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It7"}
!670 = !{!669, !610}
!671 = !{!494, !667}
!672 = !{!667, !613}
!673 = !{!494, !669}
!674 = !{!675}
!675 = distinct !{!675, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It1"}
!676 = !{!677}
!677 = distinct !{!677, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It1"}
!678 = !{!494, !675}
!679 = !{!494, !677}
!680 = !{!681}
!681 = distinct !{!681, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It2"}
!682 = !{!683}
!683 = distinct !{!683, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It2"}
!684 = !{!494, !681}
!685 = !{!494, !683}
!686 = !{!687}
!687 = distinct !{!687, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It3"}
!688 = !{!689}
!689 = distinct !{!689, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It3"}
!690 = !{!494, !687}
!691 = !{!494, !689}
!692 = !{!693}
!693 = distinct !{!693, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It4"}
!694 = !{!695}
!695 = distinct !{!695, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It4"}
!696 = !{!494, !693}
!697 = !{!494, !695}
!698 = !{!699}
!699 = distinct !{!699, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It5"}
!700 = !{!701}
!701 = distinct !{!701, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It5"}
!702 = !{!494, !699}
!703 = !{!494, !701}
!704 = !{!705}
!705 = distinct !{!705, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It6"}
!706 = !{!707}
!707 = distinct !{!707, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It6"}
!708 = !{!494, !705}
!709 = !{!494, !707}
!710 = !{!711}
!711 = distinct !{!711, !488, !"fused_computation_15_clone_multiply_267: argument 0:It1:It7"}
!712 = !{!713}
!713 = distinct !{!713, !488, !"fused_computation_15_clone_multiply_267: argument 1:It1:It7"}
!714 = !{!494, !711}
!715 = !{!494, !713}
!716 = distinct !{!716, !137}
!717 = !{!718}
!718 = distinct !{!718, !719}
!719 = distinct !{!719, !"LVerDomain"}
!720 = !{!721}
!721 = distinct !{!721, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2"}
!722 = !{!723}
!723 = distinct !{!723, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2"}
!724 = !{!723, !725}
!725 = distinct !{!725, !719}
!726 = !{!494, !721}
!727 = !{!721, !728}
!728 = distinct !{!728, !719}
!729 = !{!494, !723}
!730 = !{!29, !731}
!731 = distinct !{!731, !719}
!732 = !{!33, !34, !35, !718, !725, !728}
!733 = !{!734}
!734 = distinct !{!734, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It1"}
!735 = !{!736}
!736 = distinct !{!736, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It1"}
!737 = !{!736, !725}
!738 = !{!494, !734}
!739 = !{!734, !728}
!740 = !{!494, !736}
!741 = !{!742}
!742 = distinct !{!742, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It2"}
!743 = !{!744}
!744 = distinct !{!744, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It2"}
!745 = !{!744, !725}
!746 = !{!494, !742}
!747 = !{!742, !728}
!748 = !{!494, !744}
!749 = !{!750}
!750 = distinct !{!750, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It3"}
!751 = !{!752}
!752 = distinct !{!752, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It3"}
!753 = !{!752, !725}
!754 = !{!494, !750}
!755 = !{!750, !728}
!756 = !{!494, !752}
!757 = !{!758}
!758 = distinct !{!758, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It4"}
!759 = !{!760}
!760 = distinct !{!760, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It4"}
!761 = !{!760, !725}
!762 = !{!494, !758}
!763 = !{!758, !728}
!764 = !{!494, !760}
!765 = !{!766}
!766 = distinct !{!766, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It5"}
!767 = !{!768}
!768 = distinct !{!768, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It5"}
!769 = !{!768, !725}
!770 = !{!494, !766}
!771 = !{!766, !728}
!772 = !{!494, !768}
!773 = !{!774}
!774 = distinct !{!774, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It6"}
!775 = !{!776}
!776 = distinct !{!776, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It6"}
!777 = !{!776, !725}
!778 = !{!494, !774}
!779 = !{!774, !728}
!780 = !{!494, !776}
!781 = !{!782}
!782 = distinct !{!782, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It7"}
!783 = !{!784}
!784 = distinct !{!784, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It7"}
!785 = !{!784, !725}
!786 = !{!494, !782}
!787 = !{!782, !728}
!788 = !{!494, !784}
!789 = !{!790}
!790 = distinct !{!790, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It1"}
!791 = !{!792}
!792 = distinct !{!792, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It1"}
!793 = !{!494, !790}
!794 = !{!494, !792}
!795 = !{!796}
!796 = distinct !{!796, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It2"}
!797 = !{!798}
!798 = distinct !{!798, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It2"}
!799 = !{!494, !796}
!800 = !{!494, !798}
!801 = !{!802}
!802 = distinct !{!802, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It3"}
!803 = !{!804}
!804 = distinct !{!804, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It3"}
!805 = !{!494, !802}
!806 = !{!494, !804}
!807 = !{!808}
!808 = distinct !{!808, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It4"}
!809 = !{!810}
!810 = distinct !{!810, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It4"}
!811 = !{!494, !808}
!812 = !{!494, !810}
!813 = !{!814}
!814 = distinct !{!814, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It5"}
!815 = !{!816}
!816 = distinct !{!816, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It5"}
!817 = !{!494, !814}
!818 = !{!494, !816}
!819 = !{!820}
!820 = distinct !{!820, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It6"}
!821 = !{!822}
!822 = distinct !{!822, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It6"}
!823 = !{!494, !820}
!824 = !{!494, !822}
!825 = !{!826}
!826 = distinct !{!826, !488, !"fused_computation_15_clone_multiply_267: argument 0:It2:It7"}
!827 = !{!828}
!828 = distinct !{!828, !488, !"fused_computation_15_clone_multiply_267: argument 1:It2:It7"}
!829 = !{!494, !826}
!830 = !{!494, !828}
!831 = distinct !{!831, !137}
!832 = !{!833}
!833 = distinct !{!833, !834}
!834 = distinct !{!834, !"LVerDomain"}
!835 = !{!836}
!836 = distinct !{!836, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3"}
!837 = !{!838}
!838 = distinct !{!838, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3"}
!839 = !{!838, !840}
!840 = distinct !{!840, !834}
!841 = !{!494, !836}
!842 = !{!836, !843}
!843 = distinct !{!843, !834}
!844 = !{!494, !838}
!845 = !{!29, !846}
!846 = distinct !{!846, !834}
!847 = !{!33, !34, !35, !833, !840, !843}
!848 = !{!849}
!849 = distinct !{!849, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It1"}
!850 = !{!851}
!851 = distinct !{!851, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It1"}
!852 = !{!851, !840}
!853 = !{!494, !849}
!854 = !{!849, !843}
!855 = !{!494, !851}
!856 = !{!857}
!857 = distinct !{!857, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It2"}
!858 = !{!859}
!859 = distinct !{!859, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It2"}
!860 = !{!859, !840}
!861 = !{!494, !857}
!862 = !{!857, !843}
!863 = !{!494, !859}
!864 = !{!865}
!865 = distinct !{!865, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It3"}
!866 = !{!867}
!867 = distinct !{!867, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It3"}
!868 = !{!867, !840}
!869 = !{!494, !865}
!870 = !{!865, !843}
!871 = !{!494, !867}
!872 = !{!873}
!873 = distinct !{!873, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It4"}
!874 = !{!875}
!875 = distinct !{!875, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It4"}
!876 = !{!875, !840}
!877 = !{!494, !873}
!878 = !{!873, !843}
!879 = !{!494, !875}
!880 = !{!881}
!881 = distinct !{!881, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It5"}
!882 = !{!883}
!883 = distinct !{!883, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It5"}
!884 = !{!883, !840}
!885 = !{!494, !881}
!886 = !{!881, !843}
!887 = !{!494, !883}
!888 = !{!889}
!889 = distinct !{!889, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It6"}
!890 = !{!891}
!891 = distinct !{!891, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It6"}
!892 = !{!891, !840}
!893 = !{!494, !889}
!894 = !{!889, !843}
!895 = !{!494, !891}
!896 = !{!897}
!897 = distinct !{!897, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It7"}
!898 = !{!899}
!899 = distinct !{!899, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It7"}
!900 = !{!899, !840}
!901 = !{!494, !897}
!902 = !{!897, !843}
!903 = !{!494, !899}
!904 = !{!905}
!905 = distinct !{!905, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It1"}
!906 = !{!907}
!907 = distinct !{!907, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It1"}
!908 = !{!494, !905}
!909 = !{!494, !907}
!910 = !{!911}
!911 = distinct !{!911, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It2"}
!912 = !{!913}
!913 = distinct !{!913, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It2"}
!914 = !{!494, !911}
!915 = !{!494, !913}
!916 = !{!917}
!917 = distinct !{!917, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It3"}
!918 = !{!919}
!919 = distinct !{!919, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It3"}
!920 = !{!494, !917}
!921 = !{!494, !919}
!922 = !{!923}
!923 = distinct !{!923, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It4"}
!924 = !{!925}
!925 = distinct !{!925, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It4"}
!926 = !{!494, !923}
!927 = !{!494, !925}
!928 = !{!929}
!929 = distinct !{!929, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It5"}
!930 = !{!931}
!931 = distinct !{!931, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It5"}
!932 = !{!494, !929}
!933 = !{!494, !931}
!934 = !{!935}
!935 = distinct !{!935, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It6"}
!936 = !{!937}
!937 = distinct !{!937, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It6"}
!938 = !{!494, !935}
!939 = !{!494, !937}
!940 = !{!941}
!941 = distinct !{!941, !488, !"fused_computation_15_clone_multiply_267: argument 0:It3:It7"}
!942 = !{!943}
!943 = distinct !{!943, !488, !"fused_computation_15_clone_multiply_267: argument 1:It3:It7"}
!944 = !{!494, !941}
!945 = !{!494, !943}
!946 = distinct !{!946, !137}
